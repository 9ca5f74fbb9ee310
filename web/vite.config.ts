import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// In development the API lives behind the gateway; Vite's dev server forwards /api to it.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text file (x.js.br, x.js.gz), made once here at the
    // highest levels, so the gateway serves them without compressing anything per request.
    // Left out: source maps (only developer tools load them), files under 512 bytes (they would
    // save less than a packet) and copies that would not be smaller.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 512,
    }),
  ],
  server: { proxy: { '/api': gateway, '/uploads': gateway } },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Leaflet in a chunk of its own: the spring page's small map needs it without the
          // explore map's clustering and filters, which would otherwise share its chunk.
          // Only the modules named: their dependencies (React) stay where they are.
          groups: [
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet[\\/]core)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    // Above the 10 s that findBy waits (src/test-setup.ts), so a slow page fails on what it lacks.
    testTimeout: 20_000,
  },
});
