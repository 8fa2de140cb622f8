import { describe, expect, it } from "vitest";
import { FIXED_BLOG_ARTICLES } from "./blog-articles.ts";
import { PAGE_ROUTES, REDIRECTS, resolvePath } from "./routes.ts";
import { TOOLS } from "./tools.ts";

describe("route table", () => {
  it("holds every route of the specification", () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    for (const p of [
      "/",
      "/jpeg-compress",
      "/png-optimizer",
      "/tools",
      "/about",
      "/dashboard",
      "/profile",
      "/settings",
      "/all-activity",
      "/my-tools",
      "/watermark-tool",
      "/pdf-compress",
      "/webp-compress",
      "/gif-compress",
      "/format-converter",
      "/bulk-compress",
      "/image-resizer",
      "/image-cropper",
      "/workspace",
      "/blog",
      "/blog/create",
      "/blog/:slug",
      "/blog/:slug/edit",
      "/pricing",
      "/privacy",
      "/terms",
      "/contact",
      "/faq",
      "/request-tool",
      "/admin/login",
      "/admin",
      "/licenses",
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("redirects every alias to its target", () => {
    expect(Object.fromEntries(REDIRECTS)).toEqual({
      "/compress": "/jpeg-compress",
      "/compress-pro": "/jpeg-compress",
      "/optimize-png": "/png-optimizer",
      "/webp-compressor": "/webp-compress",
      "/gif-compressor": "/gif-compress",
      "/resize-image": "/image-resizer",
      "/pdf-compressor": "/pdf-compress",
    });
    expect(resolvePath("/compress/")).toEqual({ kind: "redirect", to: "/jpeg-compress" });
  });

  it("knows the twelve fixed articles and their edit pages", () => {
    expect(FIXED_BLOG_ARTICLES).toHaveLength(12);
    for (const { slug } of FIXED_BLOG_ARTICLES) {
      expect(resolvePath(`/blog/${slug}`)).toMatchObject({ kind: "page", params: { slug } });
      expect(resolvePath(`/blog/${slug}/edit`)).toMatchObject({ route: { id: "blog-edit" } });
    }
  });

  it("reads /blog/create as the editor, not as a post", () => {
    expect(resolvePath("/blog/create")).toMatchObject({ kind: "page", route: { id: "blog-create" } });
  });

  it("answers not-found for unknown paths, unknown posts and broken escapes", () => {
    for (const p of ["/nope", "/blog/no-such-post", "/tools/extra", "/JPEG-COMPRESS", "/blog/%E0%A4%A"]) {
      expect(resolvePath(p)).toEqual({ kind: "not-found" });
    }
  });

  it("lets the server declare database posts as existing", () => {
    expect(resolvePath("/blog/my-post", { blogSlugExists: (s) => s === "my-post" })).toMatchObject({
      kind: "page",
    });
  });

  it("gives every tool a page and never lets an alias shadow a page", () => {
    for (const tool of TOOLS) {
      expect(resolvePath(tool.path)).toMatchObject({ kind: "page", route: { id: tool.id } });
      for (const alias of tool.aliases) {
        expect(PAGE_ROUTES.some((r) => r.path === alias)).toBe(false);
      }
    }
  });
});
