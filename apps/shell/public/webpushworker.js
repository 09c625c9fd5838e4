/*
 * The web push worker (spec section 1: registered at /webpushworker.js). It shows the pushes the API sends
 * (VAPID, web-push), opens the page a notification points to, and on the periodic sync 'get-latest-news' asks
 * the open pages to refresh their notifications. Plain JavaScript served as is: it is not part of any bundle.
 */
/* global self, URL */
const DEFAULT_TITLE = 'FreightHub';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE;
  const link = typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/logo.svg',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});

self.addEventListener('periodicsync', (event) => {
  if (event.tag !== 'get-latest-news') return;
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((client) => client.postMessage({ type: 'get-latest-news' }))));
});
