/**
 * Makes this page work with no signal after one online visit: a service worker (made at build by
 * scripts/service-worker-plugin.ts, scoped to the verify page only) holds the app's files, and the page itself is saved for offline loads.
 */
import { VERIFY_PATH } from '#common/credential';

export const PAGES_CACHE = 'sdr-pages';

export async function prepareOffline(): Promise<boolean> {
  // The worker and its asset list are made by the build: `npm run dev` has none to register.
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: VERIFY_PATH });
    await navigator.serviceWorker.ready;
    // The first visit arrived before the worker existed, so the page itself is saved here.
    await (await caches.open(PAGES_CACHE)).add(VERIFY_PATH);
    return true;
  } catch {
    return false;
  }
}
