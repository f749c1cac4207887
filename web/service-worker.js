/**
 * The verify page's service worker, registered for its own scope (/v) by that page and by the owner page,
 * so no page outside it is ever served from a cache. Inside it: the verify page and "Show the law" (/v/law). At build, scripts/service-worker-plugin.ts replaces the two
 * placeholders below with the build's assets and a version that changes whenever they do.
 * - The app's files (hashed, never changing under their names) come from the cache first.
 * - The verify page itself comes from the network, and from the cache when there is none.
 * The keys and status lists are kept by the page (trust-store.ts), which checks their signatures.
 */
const VERSION = '__SDR_VERSION__';
const ASSETS = /** @type {string[]} */ (JSON.parse('__SDR_ASSETS__'));
const ASSET_CACHE = `sdr-assets-${VERSION}`;
const PAGES_CACHE = 'sdr-pages';
/** The pages it keeps: both are the same document (v.html), which routes by the address. */
const PAGES = ['/v', '/v/law'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('sdr-assets-') && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PAGES.includes(url.pathname)) {
    const page = url.pathname;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(page, copy)));
          }
          return response;
        })
        .catch(() =>
          caches
            .open(PAGES_CACHE)
            .then(async (cache) => (await cache.match(page)) ?? (await cache.match('/v')))
            .then((hit) => hit ?? Response.error()),
        ),
    );
    return;
  }
  if (ASSETS.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
