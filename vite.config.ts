import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker that lets the verify page check cards offline (web/src/features/verify/offline-ready.ts).
    // It is registered by that page only, for its own scope, so no other page is served from a cache.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['assets/**/*.{js,css,woff2,wasm}', 'favicon.svg'],
        // The WebAssembly QR reader (about 950 KB) is needed offline on phones without a built-in one.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: null,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/v',
            handler: 'NetworkFirst',
            options: { cacheName: 'sdr-pages', networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
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
