import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/rpc': { target: apiTarget, changeOrigin: false },
      // /api covers better-auth (/api/auth) and the live change feed (/api/live, server-sent events).
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
