import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChainStep } from "@squish/shared/chain";
import { afterAll, describe, expect, it } from "vitest";
import { parseAnimatedWebp } from "../animation/webp-container.ts";
import { probeImage } from "../probe.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { main } from "./main.ts";

const dir = mkdtempSync(join(tmpdir(), "squish-cli-run-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const photo = join(FIXTURE_CORPUS, "photo/ianare-Canon_40D-100x68.jpg");
const transparent = join(FIXTURE_CORPUS, "png/pngsuite/basn6a08.png");
const broken = join(FIXTURE_CORPUS, "malformed/pngsuite-xs1n0g01.png");
// Bytes that match no format, under a .heic name (one of libheif's fuzz files).
const damagedHeic = join(FIXTURE_CORPUS, "malformed/libheif-github_47.heic");

function chainFile(name: string, steps: ChainStep[] | unknown): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ squish: "chain", version: 1, name, steps }));
  return path;
}

async function squish(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("squish run", () => {
  it("runs every step of a chain over each file, named by its Rename", async () => {
    const chain = chainFile("web", [
      { op: "resize", width: 24, mode: "fit" },
      { op: "rotate", degrees: 90 },
      { op: "convert", format: "webp" },
      { op: "compress", quality: 75 },
      { op: "rename", pattern: "{name}-{width}w-{n}" },
    ]);
    const out = join(dir, "web");
    const { code, output } = await squish("run", chain, photo, transparent, "--out", out);
    expect(code).toBe(0);
    expect(output).toMatch(
      /ianare-Canon_40D-100x68\.jpg: .* \(16 x 24 WEBP; .*\) -> ianare-Canon_40D-100x68-16w-1\.webp/,
    );
    expect(readdirSync(out).sort()).toEqual(["basn6a08-24w-2.webp", "ianare-Canon_40D-100x68-16w-1.webp"]);
    const header = probeImage(readFileSync(join(out, "ianare-Canon_40D-100x68-16w-1.webp")));
    expect([header.format, header.width, header.height]).toEqual(["webp", 16, 24]);
  });

  it("keeps the source's name and format without Rename or Convert, and fails a broken file alone", async () => {
    const chain = chainFile("crop", [{ op: "crop", ratio: { width: 1, height: 1 } }]);
    const out = join(dir, "crop");
    const { code, output } = await squish("run", chain, broken, photo, "-o", out);
    expect(code).toBe(1);
    expect(output).toContain("pngsuite-xs1n0g01.png: This PNG file is damaged: it does not start as a PNG image does.");
    expect(readdirSync(out)).toEqual(["ianare-Canon_40D-100x68.jpg"]);
    const header = probeImage(readFileSync(join(out, "ianare-Canon_40D-100x68.jpg")));
    expect([header.format, header.width, header.height]).toEqual(["jpeg", 68, 68]);
  });

  it("calls a damaged HEIC a damaged HEIC, as the other commands do, since it passes the file's name", async () => {
    const chain = chainFile("heic", [{ op: "convert", format: "jpeg" }]);
    const out = join(dir, "heic");
    const { code, output } = await squish("run", chain, damagedHeic, "-o", out);
    expect([code, readdirSync(out)]).toEqual([1, []]);
    expect(output).toBe(`${damagedHeic}: This HEIC file is damaged: it does not start as a HEIC image does.`);
  });

  it("keeps an animated WebP animated", async () => {
    const animated = join(dir, "dance.webp");
    copyFileSync(join(FIXTURE_CORPUS, "webp/pillow-iss634-anim.webp"), animated);
    const chain = chainFile("small", [
      { op: "resize", width: 40 },
      { op: "compress", quality: 60 },
      { op: "rename", pattern: "{name}-{format}" },
    ]);
    const out = join(dir, "anim");
    const { code, output } = await squish("run", chain, animated, "-o", out);
    expect(code).toBe(0);
    expect(output).toMatch(/dance\.webp: .* \(40 x 40 WEBP; 42 frames, .*\) -> dance-webp\.webp/);
    const written = parseAnimatedWebp(new Uint8Array(readFileSync(join(out, "dance-webp.webp"))));
    expect(written.frames.length).toBe(42);
  });

  it("never writes over an original", async () => {
    const copy = join(dir, "same.jpg");
    copyFileSync(photo, copy);
    const chain = chainFile("same", [{ op: "rotate", degrees: 180 }]);
    const { code, output } = await squish("run", chain, copy, "-o", dir);
    expect(code).toBe(1);
    expect(output).toContain("would be written over the original (same.jpg)");
    expect(readFileSync(copy).equals(readFileSync(photo))).toBe(true);
  });

  it("refuses a chain file that is not one, with its reason and exit code 2", async () => {
    const wrong = chainFile("wrong", [{ op: "compress", quality: 200 }]);
    expect(await squish("run", wrong, photo, "-o", dir)).toEqual({
      code: 2,
      output: `${wrong}: The quality must be 1 to 100 (at steps.0.quality)`,
    });
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "{ steps: ");
    expect(await squish("run", notJson, photo, "-o", dir)).toEqual({
      code: 2,
      output: `${notJson}: This file is not JSON, so it is not a Squish chain file`,
    });
    expect((await squish("run", join(dir, "missing.json"), photo)).code).toBe(2);
    expect(await squish("run", wrong)).toMatchObject({ code: 2, output: expect.stringContaining("No files given.") });
  });
});
