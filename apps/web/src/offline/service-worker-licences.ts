/**
 * The service worker (sw/sw.ts) ships Workbox's core, precaching, routing and strategies modules,
 * but it is built after the page, when licenses.json (record 0021) has already been written. Each
 * package's tiny version marker is imported here (a few bytes in the page), so the page build
 * lists and checks those packages with everything else the browser receives.
 */
import "workbox-core/_version.js";
import "workbox-precaching/_version.js";
import "workbox-routing/_version.js";
import "workbox-strategies/_version.js";
