/* SpareStock service worker: opens the app shell offline; never stores personal data.
 *
 * - Build files (index.html, hashed JS/CSS, icons, manifest) are precached at install. The list
 *   and the version below are written by the build (vite.config.ts, precacheManifest plugin).
 * - Page loads: network first, the cached index.html when the network fails.
 * - GET /api: network first. Only PUBLIC_API answers (no user data) are kept as a fallback;
 *   everything else is never cached, and a failure stays a network error for the page, which
 *   shows its offline state. Non-GET requests and photos (/uploads, /media) are not touched at all.
 */
const CACHE_VERSION = 'dev';
const PRECACHE_URLS = [];

const SHELL_CACHE = `sparestock-shell-${CACHE_VERSION}`;
const PUBLIC_API_CACHE = 'sparestock-public-api';
const PUBLIC_API = new Set(['/api/categories']);
const NETWORK_MESSAGE = 'sparestock:network';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('sparestock-shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function tellClient(clientId, online) {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  if (client) client.postMessage({ type: NETWORK_MESSAGE, online });
}

async function apiNetworkFirst(event, url) {
  const isPublic = PUBLIC_API.has(url.pathname);
  try {
    const response = await fetch(event.request);
    void tellClient(event.clientId, true);
    if (isPublic && response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(PUBLIC_API_CACHE).then((cache) => cache.put(url.pathname, copy)));
    }
    return response;
  } catch (error) {
    void tellClient(event.clientId, false);
    if (isPublic) {
      const cached = await caches.match(url.pathname, { cacheName: PUBLIC_API_CACHE });
      if (cached) return cached;
    }
    throw error;
  }
}

async function pageNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function shellCacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/api/')) {
    event.respondWith(apiNetworkFirst(event, url));
  } else if (request.mode === 'navigate') {
    event.respondWith(pageNetworkFirst(request));
  } else if (!url.pathname.startsWith('/uploads/') && !url.pathname.startsWith('/media/')) {
    event.respondWith(shellCacheFirst(request));
  }
});
