/**
 * The licence check on a real (tiny) Vite build: an entry that imports one fake package, built
 * through the same plugin the site's build uses.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { licenseCollection, type LicenseCollectionOptions } from "./collect.ts";
import type { LicenseReport } from "./report.ts";

const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project whose entry (file 1) calls `fake-dep` (file 2), a package under the given licence. */
function fixture(
  license: string,
  entry = 'import greet from "fake-dep";\nconsole.log(greet(navigator.language));\n',
): string {
  const root = mkdtempSync(join(tmpdir(), "squish-licences-"));
  made.push(root);
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "fixture", private: true }));
  writeFileSync(join(root, "LICENSE"), "The fixture's own licence.");
  writeFileSync(join(root, "index.js"), entry);
  const dep = join(root, "node_modules", "fake-dep");
  mkdirSync(dep, { recursive: true });
  writeFileSync(
    join(dep, "package.json"),
    JSON.stringify({ name: "fake-dep", version: "1.0.0", license, type: "module", main: "index.js" }),
  );
  // Real code, not a constant: the bundler would inline a constant and leave no module behind.
  writeFileSync(join(dep, "index.js"), "export default function greet(name) {\n  return `Hello ${name}`;\n}\n");
  return root;
}

async function buildFixture(root: string, extra: Partial<LicenseCollectionOptions> = {}): Promise<LicenseReport> {
  const { plugin } = licenseCollection({ appRoot: root, repoRoot: root, sourceUrl: "/licenses#source", ...extra });
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [plugin],
    build: { write: false, assetsInlineLimit: 0, rollupOptions: { input: join(root, "index.js") } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const asset = outputs.flatMap((o) => o.output).find((o) => o.fileName === "licenses.json");
  if (asset?.type !== "asset") throw new Error("the build wrote no licenses.json");
  return JSON.parse(String(asset.source)) as LicenseReport;
}

describe("the licence check in the build", () => {
  it("fails the build when a bundled package is GPL-2.0-only, naming the package", async () => {
    const root = fixture("GPL-2.0-only");
    await expect(buildFixture(root)).rejects.toThrow(
      /Licence check failed[\s\S]*fake-dep@1\.0\.0 \(licence: GPL-2\.0-only\)/,
    );
  });

  it("passes a package whose licence offers an allowed choice, and lists it with its text", async () => {
    const root = fixture("MIT OR GPL-2.0-only");
    writeFileSync(join(root, "node_modules", "fake-dep", "LICENSE"), "Fake licence text.");
    const report = await buildFixture(root);
    expect(report.entries).toEqual([
      expect.objectContaining({ kind: "package", name: "fake-dep", version: "1.0.0", license: "MIT OR GPL-2.0-only" }),
    ]);
    const [entry] = report.entries;
    expect(entry && report.texts[entry.textId]).toBe("Fake licence text.");
    expect(report.texts[report.project.textId]).toBe("The fixture's own licence.");
  });

  it("counts a package that only contributes a .wasm file imported with ?url", async () => {
    const root = fixture("MIT", 'import url from "fake-dep/codec.wasm?url";\nconsole.log(url);\n');
    writeFileSync(join(root, "node_modules", "fake-dep", "codec.wasm"), new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));

    await expect(buildFixture(root)).rejects.toThrow(/codec\.wasm: a WebAssembly file from package fake-dep/);

    const report = await buildFixture(root, {
      webAssembly: [{ package: "fake-dep", components: [{ name: "libfake", license: "GPL-2.0-only", url: "x" }] }],
    }).catch((error: Error) => error.message);
    expect(report).toMatch(/libfake \(WebAssembly in fake-dep@1\.0\.0\) \(licence: GPL-2\.0-only\)/);

    const allowed = await buildFixture(root, {
      webAssembly: [{ package: "fake-dep", components: [{ name: "libfake", license: "Zlib", url: "x" }] }],
    });
    expect(allowed.entries.map((e) => [e.kind, e.name, e.partOf])).toEqual([
      ["package", "fake-dep", undefined],
      ["webassembly", "libfake", "fake-dep@1.0.0"],
    ]);
    // No licence file beside it: the standard Zlib text stands in.
    expect(allowed.entries[1] && allowed.texts[allowed.entries[1].textId]).toMatch(/^zlib License \(Zlib\)/);
  });
});
