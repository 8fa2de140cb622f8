/**
 * The address of the code this site runs (AGPL-3.0 section 13), set at build time from
 * SOURCE_URL or the repository field of package.json (apps/web/build/licenses/source-url.ts).
 * Without either it is the source section of the licences page.
 */
export const SOURCE_SECTION = "/licenses#source";

export const SOURCE_URL: string = import.meta.env.SOURCE_URL ?? SOURCE_SECTION;

/** Whether the build was told where the source code is published. */
export const SOURCE_PUBLISHED = SOURCE_URL !== SOURCE_SECTION;

/** Addresses on this site are followed inside the app; others open as ordinary links. */
export const SOURCE_IS_EXTERNAL = /^https?:\/\//.test(SOURCE_URL);
