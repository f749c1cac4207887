import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { JWKS_PATH } from './common/credential';
import { precompiledMessages } from './scripts/precompiled-messages-plugin';
import { serviceWorker } from './scripts/service-worker-plugin';

/** `npm run dev` runs the API on PORT (3000 unless set) beside Vite, which hands it everything the API serves. */
export const DEV_WEB_PORT = 5173;
const apiUrl = `http://localhost:${process.env.PORT || 3000}`;
const API_PATHS = ['/api', JWKS_PATH, '/credentials/status'];

export default defineConfig({
  root: 'web',
  plugins: [
    // React 19 and React DOM at run time, with Fast Refresh in development (docs/decisions/020-react-at-run-time.md).
    react(),
    tailwindcss(),
    // The verify page's offline service worker (web/service-worker.js), with this build's assets.
    serviceWorker(),
    // Messages reach the browser parsed, and the ICU parser stays out of the bundle.
    precompiledMessages(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Prints each chunk's gzipped size after the build; the manifest feeds scripts/bundle-budget.ts.
    reportCompressedSize: true,
    manifest: true,
  },
  server: {
    port: DEV_WEB_PORT,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((prefix) => [prefix, apiUrl])),
  },
});
