import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/service-worker-plugin';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    // The verify page's offline service worker (web/service-worker.js), with this build's assets.
    serviceWorker(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Prints each chunk's gzipped size after the build; the manifest feeds scripts/bundle-budget.ts.
    reportCompressedSize: true,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
