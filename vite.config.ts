import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { JWKS_PATH } from './common/credential';
import { APP_ENTRY, PAGE_ENTRIES } from './common/route-modules';
import { fontFallbacks } from './scripts/font-fallbacks-plugin';
import { precompiledMessages } from './scripts/precompiled-messages-plugin';
import { serviceWorker } from './scripts/service-worker-plugin';
import { verifyFirstPaint } from './scripts/verify-first-paint-plugin';

/** `npm run dev` runs the API on PORT (3000 unless set) beside Vite, which hands it everything the API serves. */
export const DEV_WEB_PORT = 5173;
const apiUrl = `http://localhost:${process.env.PORT || 3000}`;
const API_PATHS = ['/api', JWKS_PATH, '/credentials/status'];
/** React, React Router and TanStack Query: what every page renders with. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/** The app's code that is not a screen's own: frame, components, words, helpers, API calls. */
const SHARED_APP_CODE = /web[\\/]src[\\/](app|components|i18n|lib|api)[\\/]/;
/**
 * What the verify page's first paint runs before React (web/src/verify-first-paint.ts): kept out of the
 * shell, which imports React, so the verdict never waits for React's code. web/src/app/react-runtime.test.ts
 * checks that the first paint's chunks hold no React.
 */
const FIRST_PAINT_CODE = new RegExp(
  [
    /web[\\/]src[\\/]i18n[\\/](translator|format-message|initial-locale|first-messages|start-first-messages|catalogues|service-type-label)/,
    /web[\\/]src[\\/](lib[\\/](format|api-client)|api[\\/](embedded-config|lookup-registration))/,
    /common[\\/](client-routes|constants|messages|service-type|i18n[\\/](locales|messages-en))/,
  ]
    .map((part) => `(${part.source}\\.ts$)`)
    .join('|'),
);

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
    // The verify page's frame and words for its first paint, drawn with React when the app is built.
    verifyFirstPaint(),
    // Fallback faces matched to the type face's metrics: the page does not move when the font arrives.
    fontFallbacks(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Prints each chunk's gzipped size after the build; the manifest feeds scripts/bundle-budget.ts.
    reportCompressedSize: true,
    manifest: true,
    // The app's page, and the pages of screens that start from an entry of their own.
    rolldownOptions: {
      input: [APP_ENTRY, ...Object.values(PAGE_ENTRIES)].map((page) => path.resolve(import.meta.dirname, 'web', page)),
      output: {
        // What both pages start with, in two chunks rather than a dozen small ones: each chunk costs its own
        // compression and module wrapper, and a split shell passed the pages' budgets (scripts/first-load-js.ts).
        // Only modules an entry imports statically: a screen's own libraries still load with that screen.
        codeSplitting: {
          groups: [
            { name: 'first-paint', tags: ['$initial'], test: FIRST_PAINT_CODE, priority: 3 },
            { name: 'framework', tags: ['$initial'], test: FRAMEWORK, priority: 2 },
            { name: 'shell', tags: ['$initial'], test: SHARED_APP_CODE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: DEV_WEB_PORT,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((prefix) => [prefix, apiUrl])),
  },
});
