/**
 * JSON inside a script element: "<" escaped so no text can close the element. In a file of its
 * own so pages that write structured data do not pull in every tool's SEO texts with it.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
