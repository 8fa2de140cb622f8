import { FIXED_BLOG_SLUGS } from "@squish/shared/blog-articles";
import { TOOLS } from "@squish/shared/tools";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { publicPagePaths, warmPublicPages } from "./warm-pages.ts";

describe("rendering the public pages as the server starts", () => {
  it("asks for every public page and built article, and none behind a sign-in or the editor", async () => {
    const paths = publicPagePaths();
    for (const path of ["/", "/tools", "/pricing", "/privacy", "/blog", ...TOOLS.map((t) => t.path)]) {
      expect(paths).toContain(path);
    }
    for (const slug of FIXED_BLOG_SLUGS) expect(paths).toContain(`/blog/${slug}`);
    for (const path of ["/dashboard", "/admin", "/blog/create", "/blog/:slug"]) expect(paths).not.toContain(path);

    const asked: string[] = [];
    await warmPublicPages(
      { request: (path) => (asked.push(path), new Response("ok")) },
      createLogger("silent"),
      new AbortController().signal,
    );
    expect(asked).toEqual(paths);
  });

  it("stops when the server does", async () => {
    const stopping = new AbortController();
    const asked: string[] = [];
    await warmPublicPages(
      {
        request: (path) => {
          asked.push(path);
          if (asked.length === 2) stopping.abort();
          return new Response("ok");
        },
      },
      createLogger("silent"),
      stopping.signal,
    );
    expect(asked).toHaveLength(2);
  });
});
