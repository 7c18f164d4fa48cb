/* global self, caches */
// The portal's service worker (issue 20): the digital member card works offline after one visit.
// It keeps exactly one thing: the /member-card page and the files that page loads. The card's
// data is kept by the page itself, bound to the signed-in user, and never by this worker: no API
// answer passes through here, the rest of the portal goes to the network as if there were no
// worker. The shell deletes the cache when the session ends (shell/src/member-card-page/offline-card.ts,
// same names); v1 also held the card's data unbound, so activation deletes it.
const CACHE = 'portal-member-card-v2';
const CARD_PAGE = '/member-card';

async function cacheCardPage() {
  const cache = await caches.open(CACHE);
  const page = await fetch(CARD_PAGE, { cache: 'no-cache' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(CARD_PAGE, page);
  // The page's own script and style (content-hashed names, read from its HTML).
  const assets = [...html.matchAll(/(?:src|href)=["']?(\/[^"'\s>]+\.(?:js|css))/g)].map((m) => m[1]);
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheCardPage().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('portal-member-card-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw error;
  }
}

async function cachedAsset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only the card page's own files are kept (the page that asked is the card page).
  if (response.ok && new URL(request.referrer || self.location.origin).pathname === CARD_PAGE) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === CARD_PAGE || url.pathname === `${CARD_PAGE}/`) event.respondWith(networkFirst(request, CARD_PAGE));
    return;
  }
  if (url.pathname.startsWith('/api/')) return;
  if (/\.(js|css)$/.test(url.pathname) && (request.referrer.endsWith(CARD_PAGE) || request.referrer.endsWith(`${CARD_PAGE}/`))) {
    event.respondWith(cachedAsset(request));
  }
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'clear-member-card') event.waitUntil(caches.delete(CACHE));
});
