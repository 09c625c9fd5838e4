/*
 * The driver pages' worker (/orderPickup, /orderDelivery: registered by apps/public-pages/src/driver/pwa.ts once per page,
 * each page's path its scope, so no other page of the app is under it). It keeps the pages' shell for offline use:
 * a page is fetched from the network first and its last copy answered without one; the scripts, styles and images the page loaded are kept (the page posts their list once the
 * worker runs, and later ones are kept as they are fetched). API calls are never cached: the page's offline queue
 * keeps what the driver does. Web push (the chat's messages to a driver) is handled by the push worker's own code,
 * imported here, so a driver page controlled by this worker still shows its notifications.
 * Plain JavaScript served as is: it is not part of any bundle.
 */
/* global self, caches, importScripts, fetch, URL, Response */
importScripts('/webpushworker.js');

const CACHE = 'freight-driver-v1';
const PAGE_PATHS = ['/orderPickup', '/orderDelivery'];
/** The page's copy, one for both paths (the same shell; the page reads its token from the address). */
const SHELL_KEY = '/orderPickup';

const isPage = (url) => PAGE_PATHS.includes(url.pathname);
const isApi = (url) => url.pathname.startsWith('/v1/');

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'driver-cache' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        data.urls.map((href) => {
          const url = new URL(href, self.location.origin);
          if (url.origin !== self.location.origin || isApi(url)) return undefined;
          const key = isPage(url) ? SHELL_KEY : url.pathname + url.search;
          return fetch(url.href, { credentials: 'same-origin' })
            .then((response) => (response.ok ? cache.put(key, response) : undefined))
            .catch(() => undefined);
        }),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    if (!isPage(url)) return;
    // Network first: a new deploy is seen at once; offline, the last copy.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL_KEY, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL_KEY).then((cached) => cached || Response.error())),
    );
    return;
  }
  // The page's files: the network, kept for offline (hashed names never change; the rest is refreshed each time).
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(url.pathname + url.search, copy));
        }
        return response;
      })
      .catch(() => caches.match(url.pathname + url.search).then((cached) => cached || Response.error())),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('freight-driver-') && key !== CACHE).map((key) => caches.delete(key)))),
  );
});
