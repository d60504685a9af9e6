import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

/** The SPA; in development the API and the real-time socket are proxied to the server on port 3000. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/connection': { target: api, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Each screen is its own lazy chunk (see src/app/router.tsx); keep the entry small for the login route.
    chunkSizeWarningLimit: 400,
  },
});
