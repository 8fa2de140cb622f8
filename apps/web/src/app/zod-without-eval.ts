/**
 * zod builds faster object parsers with `new Function` where a page allows it, and finds out by
 * trying once. Our Content-Security-Policy allows no eval, so the browser refuses that try and
 * reports a policy violation (which Lighthouse's best practices count against the page). zod
 * reads this setting from the global object before it tries; its parsers are then the plain ones,
 * fast enough for the small objects a page checks. Set before any page code loads, and without
 * importing zod, which stays out of the first load.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
// Changed in place: zod keeps the object it finds, should it ever have loaded first.
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
