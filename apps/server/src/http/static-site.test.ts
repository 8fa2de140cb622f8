import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { escapeHtml } from "@squish/shared/blog/blog-head";
import { SITE_PAGES } from "@squish/shared/site-pages";
import { TOOLS } from "@squish/shared/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { writeFakePageRenderer } from "../test-support/fake-page-renderer.ts";
import { testConfig } from "../test-support/test-config.ts";

/** Compressible bytes of a codec's size class (a real one is megabytes). */
const CODEC = new Uint8Array(64 * 1024).map((_, i) => (i * 7) % 13);

/** The theme's inline script, which the policy allows by its hash, and a root script file. */
const THEME_SCRIPT = 'document.documentElement.className = "dark";';
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>`;

let buildRoot: string;
let webRoot: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // The web build as it lies: the app in dist/, the page renderer beside it in dist-ssr/.
  buildRoot = mkdtempSync(join(tmpdir(), "squish-web-"));
  webRoot = join(buildRoot, "dist");
  mkdirSync(join(webRoot, "assets"), { recursive: true });
  writeFakePageRenderer(webRoot);
  writeFileSync(join(webRoot, "index.html"), INDEX);
  writeFileSync(join(webRoot, "assets/index-AbC123.js"), "console.log('app')");
  writeFileSync(join(webRoot, "assets/codec-XyZ789.wasm"), new Uint8Array([0, 97, 115, 109]));
  // A codec as the build leaves it: the file and its Brotli copy (apps/web/build/compress).
  writeFileSync(join(webRoot, "assets/codec-Br0tli1.wasm"), CODEC);
  writeFileSync(join(webRoot, "assets/codec-Br0tli1.wasm.br"), brotliCompressSync(CODEC));
  writeFileSync(join(webRoot, "theme-init.js"), "/* theme */");
  writeFileSync(join(webRoot, "sw.js"), "/* service worker */");
  writeFileSync(join(webRoot, "manifest.webmanifest"), '{"name":"Squish"}');
  writeFileSync(join(webRoot, "licenses.json"), JSON.stringify({ entries: [{}, {}, {}] }));
  database = openDatabase({ kind: "sqlite", file: join(webRoot, "test.db") });
  await migrateToLatest(database.db);
  app = createApp({ config: testConfig({}, webRoot), database, logger: createLogger("silent") });
});
afterAll(async () => {
  await database.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it.each(["/profile", "/dashboard", "/admin/login", "/admin"])(
    "answers the page %s, which is drawn for the signed-in person, with 200 and the app as it is",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(["/", "/tools", "/tools/", "/about", "/licenses"])(
    "answers the public page %s with 200 and the app carrying the default link-preview picture",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og/default.png" />');
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      // The rest of the app's HTML is kept: its script and its root element, filled with the rendered page.
      expect(html).toContain('<script src="/theme-init.js"></script>');
      expect(html).toContain(`<div id="root" data-server-rendered><main data-rendered="${path}"`);
    },
  );

  it.each([
    ["/", "home"],
    ["/tools", "tools"],
    ["/about", "about"],
    ["/licenses", "licenses"],
  ])("writes %s's own title, description, canonical and Open Graph tags", async (path, id) => {
    const page = SITE_PAGES[id]!;
    const html = await (await app.request(path)).text();
    expect(html.match(/<title>(.*?)<\/title>/)?.[1]).toBe(escapeHtml(page.title));
    expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(page.title)}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${path}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${escapeHtml(page.description)}" />`);
    expect(html).not.toContain('name="robots"');
  });

  it("gives / the WebSite and Organization, /tools the list of every tool, the others a breadcrumb", async () => {
    const types = async (path: string) => {
      const html = await (await app.request(path)).text();
      const json = html.match(/<script type="application\/ld\+json" id="blog-structured-data">(.*?)<\/script>/)?.[1];
      return JSON.parse(json ?? "[]") as { "@type": string; mainEntity?: { itemListElement: { url: string }[] } }[];
    };
    const home = await types("/");
    expect(home.map((d) => d["@type"])).toEqual(["WebSite", "Organization"]);
    const tools = await types("/tools");
    expect(tools.map((d) => d["@type"])).toEqual(["CollectionPage", "BreadcrumbList"]);
    expect(tools[0]?.mainEntity?.itemListElement.map((item) => item.url)).toEqual(
      TOOLS.map((tool) => `http://localhost:3000${tool.path}`),
    );
    expect((await types("/about")).map((d) => d["@type"])).toContain("BreadcrumbList");
    expect((await types("/licenses")).map((d) => d["@type"])).toEqual(["BreadcrumbList"]);
  });

  it("renders /licenses with the build's licence list", async () => {
    expect(await (await app.request("/licenses")).text()).toContain("<p>3 components</p>");
  });

  it("renders a page once and then serves it from memory", async () => {
    const first = await (await app.request("/pricing")).text();
    const again = await (await app.request("/pricing")).text();
    expect(again).toBe(first);
    // Another address is another page: a query string too (the blog's search is in its address).
    expect(await (await app.request("/pricing?from=home")).text()).toContain('data-rendered="/pricing?from=home"');
  });

  it("serves the page's shell, head included, when its content cannot be rendered", async () => {
    const response = await app.request("/renderer-fails");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
  });

  it("serves pages as they were before when the build has no renderer", async () => {
    const bare = mkdtempSync(join(tmpdir(), "squish-bare-"));
    try {
      writeFileSync(join(bare, "index.html"), INDEX);
      const plain = createApp({ config: testConfig({}, bare), database, logger: createLogger("silent") });
      const html = await (await plain.request("/pricing")).text();
      expect(html).toContain("<title>Pricing: every tool free | Squish</title>");
      expect(html).toContain('<div id="root"></div>');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it.each(["/share", "/blog/create"])("keeps the utility page %s out of search results", async (path) => {
    const html = await (await app.request(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/<title>[^<]+ \| Squish<\/title>/);
  });

  it.each([
    ["/bulk-compress", "Bulk Image Compressor: 100 images at once, one ZIP | Squish"],
    ["/workspace", "Image Workspace: chain resize, watermark and convert | Squish"],
  ])("gives %s, a tool page, its own head", async (path, title) => {
    const html = await (await app.request(path)).text();
    expect(html.match(/<title>(.*?)<\/title>/)?.[1]).toBe(title);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/og${path}.png" />`);
  });

  it("writes a built tool's title, description, canonical and structured data into its page", async () => {
    const response = await app.request("/png-optimizer");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>PNG Optimizer: shrink PNG files, transparency kept | Squish</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/png-optimizer" />');
    const json = html.match(/<script type="application\/ld\+json" id="tool-structured-data">(.*?)<\/script>/)?.[1];
    const types = (JSON.parse(json ?? "[]") as { "@type": string }[]).map((d) => d["@type"]);
    expect(types).toEqual(["SoftwareApplication", "FAQPage", "BreadcrumbList", "HowTo"]);
    // And its content, rendered by the app's components.
    expect(html).toContain('<div id="root" data-server-rendered><main data-rendered="/png-optimizer"');
  });

  it.each([
    ["/image-resizer", "Image Resizer"],
    ["/image-cropper", "Image Cropper"],
    ["/watermark-tool", "Watermark Tool"],
    ["/format-converter", "Format Converter"],
  ])("writes the search metadata of %s into its page", async (path, name) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<title>${name}: [^<]+ \\| Squish</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{120,}" \/>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`);
    const json = html.match(/<script type="application\/ld\+json" id="tool-structured-data">(.*?)<\/script>/)?.[1];
    const blocks = JSON.parse(json ?? "[]") as { "@type": string; name?: string }[];
    expect(blocks.map((d) => d["@type"])).toEqual(["SoftwareApplication", "FAQPage", "BreadcrumbList", "HowTo"]);
    expect(blocks[0]!.name).toBe(name);
  });

  it.each([
    ["/pricing", "Pricing"],
    ["/faq", "Frequently asked questions"],
    ["/contact", "Contact us"],
    ["/request-tool", "Request a tool"],
    ["/privacy", "Privacy notice"],
    ["/terms", "Terms of use"],
  ])("writes the title, description and canonical of %s into its page, and renders it", async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+ \| Squish<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`);
    expect(html).toContain(`<div id="root" data-server-rendered><main data-rendered="${path}"`);
  });

  it("gives crawlers the FAQ page's questions as FAQPage structured data", async () => {
    const html = await (await app.request("/faq")).text();
    const json = html.match(/<script type="application\/ld\+json" id="blog-structured-data">(.*?)<\/script>/)?.[1];
    const blocks = JSON.parse(json ?? "[]") as { "@type": string; mainEntity: { "@type": string; name: string }[] }[];
    expect(blocks.map((d) => d["@type"])).toEqual(["FAQPage", "BreadcrumbList"]);
    expect(blocks[0]!.mainEntity.length).toBeGreaterThanOrEqual(12);
    expect(blocks[0]!.mainEntity[0]).toMatchObject({ "@type": "Question", name: "Is Squish free?" });
  });

  it.each(["/nope", "/blog/unknown-post", "/tools/extra", "/favicon-missing.png", "/%E0%A4%A"])(
    "answers the unknown path %s with 404 and the app's not-found page",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root" data-server-rendered><main data-rendered=');
    },
  );

  it.each([
    ["/compress", "/jpeg-compress"],
    ["/compress-pro?x=1", "/jpeg-compress?x=1"],
    ["/optimize-png", "/png-optimizer"],
    ["/webp-compressor", "/webp-compress"],
    ["/gif-compressor", "/gif-compress"],
    ["/resize-image", "/image-resizer"],
    ["/pdf-compressor", "/pdf-compress"],
  ])("redirects %s permanently to %s", async (from, to) => {
    const response = await app.request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("lets browsers keep hashed assets for a year", async () => {
    const response = await app.request("/assets/index-AbC123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
    const wasm = await app.request("/assets/codec-XyZ789.wasm");
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
  });

  it("hands out the build's Brotli copy as it is to a browser that takes Brotli, and gzips for one that does not", async () => {
    const br = await app.request("/assets/codec-Br0tli1.wasm", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("application/wasm");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const packed = new Uint8Array(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(packed.length);
    expect(new Uint8Array(brotliDecompressSync(packed))).toEqual(CODEC);

    const gzip = await app.request("/assets/codec-Br0tli1.wasm", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(new Uint8Array(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toEqual(CODEC);
  });

  it("revalidates unhashed files and answers a missing asset with 404", async () => {
    const theme = await app.request("/theme-init.js");
    expect(theme.status).toBe(200);
    expect(theme.headers.get("cache-control")).toBe("no-cache");
    expect((await app.request("/assets/gone-123.js")).status).toBe(404);
  });

  it("refuses paths that climb out of the web root", async () => {
    const response = await app.request("/assets/..%2f..%2fetc/passwd");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("root:");
  });

  it("answers unknown API routes with JSON 404, not the app", async () => {
    const response = await app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("security headers", () => {
  it("send a Content-Security-Policy that allows only the site itself, its WASM and workers", async () => {
    const response = await app.request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    // Inline, only the build's own theme script, by its hash: no 'unsafe-inline'.
    const themeHash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(directives["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${themeHash}'`]);
    expect(directives["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    // Nothing third-party anywhere in the policy.
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it("isolate the page and forbid sniffing and framing", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("the service worker, the manifest and the share target (record 0023)", () => {
  it("serves the service worker unhashed and revalidated, so updates are found", async () => {
    const response = await app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
  });

  it("hands out the app with an empty root at /index.html, the worker's offline shell", async () => {
    const response = await app.request("/index.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(INDEX);
  });

  it("serves the web app manifest with its media type", async () => {
    const response = await app.request("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
  });

  it("answers a share posted without the service worker with a plain 400 page, reading nothing", async () => {
    const form = new FormData();
    form.append("files", new File([new Uint8Array([255, 216, 255])], "photo.jpg", { type: "image/jpeg" }));
    const response = await app.request("/share", { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("Sharing to Squish needs the installed app");
  });

  it("serves the share chooser page itself like any other page", async () => {
    const response = await app.request("/share");
    expect(response.status).toBe(200);
    const html = await response.text();
    // The app, with the page's own (unindexed) head like every other page, not the 400 answer.
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain("<title>Open shared files | Squish</title>");
    expect(html).not.toContain("Sharing to Squish needs the installed app");
  });
});
