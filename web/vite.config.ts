import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// In development the API lives behind the gateway; Vite's dev server forwards /api to it.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

/**
 * The server's build of the app (`vite build --ssr`, into dist/.ssr, which the gateway serves no
 * file of): the gateway requires it to render pages, so it is CommonJS and holds its packages (the
 * gateway's image has none of the web app's), built for production whatever NODE_ENV runs it.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    outDir: 'dist/.ssr',
    sourcemap: true,
    rolldownOptions: {
      output: {
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: '[name]-[hash].cjs',
      },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text file (x.js.br, x.js.gz), made once here at the
    // highest levels, so the gateway serves them without compressing anything per request.
    // Left out: source maps (only developer tools load them), files under 512 bytes (they would
    // save less than a packet) and copies that would not be smaller.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      exclude: /\.vite[\\/]/,
      threshold: 512,
    }),
  ],
  server: { proxy: { '/api': gateway, '/uploads': gateway } },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the files of each page's code, which the gateway links in the
    // head of a page it renders (its styles, before any script runs).
    manifest: true,
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
