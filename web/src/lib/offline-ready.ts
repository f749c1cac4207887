/**
 * Makes the verify page and "Show the law" work with no signal after one online visit to either, or to
 * the owner page: a service worker (made at build by scripts/service-worker-plugin.ts, scoped to the
 * verify page's address only) holds the app's files, and both pages are saved for offline loads.
 */
import { CLIENT_ROUTES } from '#common/client-routes';

// Not common/credential.ts's VERIFY_PATH: that module carries the card check, which only the verify page loads.
const VERIFY_PATH = CLIENT_ROUTES.verify;

export const PAGES_CACHE = 'sdr-pages';

export async function prepareOffline(): Promise<boolean> {
  // The worker and its asset list are made by the build: `npm run dev` has none to register.
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: VERIFY_PATH });
    // The first visit arrived before the worker existed, so the pages themselves are saved here.
    await (await caches.open(PAGES_CACHE)).addAll([VERIFY_PATH, CLIENT_ROUTES.law]);
    await activated(registration);
    return true;
  } catch {
    return false;
  }
}

/**
 * Once the worker holds the app's files. Not `navigator.serviceWorker.ready`: that waits for a worker
 * of this page's own scope, which the owner page (outside /v) never has.
 */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve, reject) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The service worker was not installed'));
    }),
  );
}
