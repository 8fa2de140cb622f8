/**
 * Squish's mark (the same drawing as /favicon.svg), drawn inline. As an `<img>` of an SVG file,
 * Chromium builds a separate SVG document for it on the page's main thread as the page arrives:
 * about 25 ms of a laptop core (100 ms in Lighthouse's four-times-slower phone), before the app
 * has even started, for a 32-pixel square.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M9 20.5c1.6 1.7 4 2.5 6.8 2.5 3.9 0 6.2-1.9 6.2-4.6 0-2.6-1.8-3.7-5.4-4.5l-1.6-.4c-1.7-.4-2.4-.9-2.4-1.8 0-1.1 1.1-1.8 2.9-1.8 1.6 0 3 .6 4.1 1.6l1.9-2.4C20 7.7 18 7 15.6 7 11.9 7 9.5 9 9.5 11.7c0 2.5 1.7 3.7 5.2 4.5l1.6.4c1.9.4 2.6.9 2.6 1.9 0 1.2-1.2 1.9-3.1 1.9-2 0-3.7-.8-5-2.2z"
        fill="#fff"
      />
    </svg>
  );
}
