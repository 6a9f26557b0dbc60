/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './outbox-sync';
import { NOT_APP_PATHS } from './not-app-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell (index.html, scripts, styles, icons, manifest) is precached so the installed app opens offline.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every navigation of the single-page app is answered with the precached index.html (also offline).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PATHS }));

// A new version waits until the page says so (the update prompt), then takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
