import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API lives behind the gateway; Vite's dev server forwards /api to it.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': gateway, '/uploads': gateway } },
  build: { sourcemap: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
  },
});
