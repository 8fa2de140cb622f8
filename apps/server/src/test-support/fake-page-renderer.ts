/**
 * A stand-in for the web build's page renderer (`dist-ssr/entry-server.js`, record 0049), for
 * the server's own tests: it shows what it was given (the address, the posts, the post, the
 * licence list) and how many pages it has rendered, so a test sees what the server asked for
 * and when it asked again. What the real components render is tested in the browser suites,
 * against the built site.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RENDERER = `
let renders = 0;
const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
export async function renderPage({ path, origin, posts = [], post = null, licenseReport }) {
  renders += 1;
  if (new URL(path, origin).pathname === "/renderer-fails") throw new Error("the renderer failed");
  const parts = ['<main data-rendered="' + escape(path) + '" data-renders="' + renders + '">'];
  for (const p of posts) parts.push('<a href="/blog/' + escape(p.slug) + '">' + escape(p.title) + "</a>");
  if (post) parts.push("<article>" + post.html + "</article>");
  if (licenseReport) parts.push("<p>" + licenseReport.entries.length + " components</p>");
  parts.push("</main>");
  const queries = posts.length > 0 ? [{ queryKey: ["blog-posts"], state: { data: posts } }] : [];
  return { status: 200, html: parts.join(""), state: { queries, mutations: [] } };
}
`;

/** Writes the stand-in where the server looks for the renderer of the web app at `webRoot`. */
export function writeFakePageRenderer(webRoot: string): void {
  const folder = join(webRoot, "..", "dist-ssr");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "entry-server.js"), RENDERER);
}
