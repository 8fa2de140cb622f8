import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAnimation } from "../animation/read-animation.ts";
import { probeImage } from "../probe.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { main } from "./main.ts";

const out = mkdtempSync(join(tmpdir(), "squish-cli-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function squish(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("squish command line", () => {
  it("compresses a JPEG at the asked quality into the output folder, leaving the original alone", async () => {
    const source = join(FIXTURE_CORPUS, "photo/recurser-Landscape_1.jpg");
    const before = readFileSync(source);
    const { code, output } = await squish("compress", source, "--quality", "70", "--out", out);
    expect(code).toBe(0);
    expect(output).toMatch(
      /339\.19 KB -> .* KB \(1800 x 1200 JPEG; \d+% smaller; SSIMULACRA 2 [7-9]\d\.\d \([a-z ]+\)\) -> compressed_recurser-Landscape_1\.jpg/,
    );
    expect(readFileSync(source).equals(before)).toBe(true);
    expect(readdirSync(out)).toContain("compressed_recurser-Landscape_1.jpg");
  });

  it("compresses with Smart quality: --smart alone is balanced, a level can be named, for JPEG, WebP and AVIF", async () => {
    const source = join(FIXTURE_CORPUS, "photo/recurser-Landscape_7.jpg");
    const chosen: Record<string, number> = {};
    for (const [args, level] of [
      [["--smart"], "balanced"],
      [["--smart", "low"], "low"],
      [["--smart=high"], "high"],
    ] as const) {
      const dir = join(out, `smart-${level}`);
      // Fitted smaller, so the original (saved near "high") is never the one handed back.
      const { code, output } = await squish("compress", ...args, source, "--max", "1200", "-o", dir);
      expect(code).toBe(0);
      const match = new RegExp(`smart ${level}: quality (\\d+); SSIMULACRA 2 \\d+\\.\\d`).exec(output);
      expect(match, output).not.toBeNull();
      chosen[level] = Number(match![1]);
      expect(readdirSync(dir)).toEqual(["compressed_recurser-Landscape_7.jpg"]);
    }
    expect(chosen.low).toBeLessThan(chosen.balanced!);
    expect(chosen.balanced).toBeLessThan(chosen.high!);
    for (const command of ["webp", "avif"]) {
      const { code, output } = await squish(command, source, "--smart", "-o", join(out, `smart-${command}`));
      expect(code).toBe(0);
      expect(output).toMatch(/smart balanced: quality \d+/);
    }
  }, 60_000);

  it("refuses --smart with --quality or --lossless, or an unknown level", async () => {
    const source = join(FIXTURE_CORPUS, "photo/recurser-Landscape_7.jpg");
    expect(await squish("compress", source, "--smart", "--quality", "80")).toMatchObject({
      code: 2,
      output: "--smart chooses the quality itself: give --smart or --quality, not both.",
    });
    expect(await squish("webp", source, "--smart", "--lossless")).toMatchObject({
      code: 2,
      output: "--smart chooses a lossy quality: not with --lossless.",
    });
    expect(await squish("resize", source, "--max", "600", "--smart")).toMatchObject({
      code: 2,
      output: "--smart applies to compress, webp, avif, not resize.",
    });
    expect(await squish("compress", source, "--smart=best")).toMatchObject({
      code: 2,
      output: "--smart must be low, balanced, high (or given alone: balanced).",
    });
  });

  it("converts to WebP and resizes", async () => {
    const source = join(FIXTURE_CORPUS, "photo/recurser-Landscape_6.jpg");
    expect((await squish("webp", source, "-o", out)).code).toBe(0);
    expect(probeImage(readFileSync(join(out, "compressed_recurser-Landscape_6.webp"))).format).toBe("webp");
    expect((await squish("resize", source, "--max", "600", "-o", out)).code).toBe(0);
    const header = probeImage(readFileSync(join(out, "resized_recurser-Landscape_6.jpg")));
    expect([header.width, header.height]).toEqual([600, 400]);
  });

  it("reports a bad file and exits 1, after processing the good ones", async () => {
    const { code, output } = await squish(
      "compress",
      join(FIXTURE_CORPUS, "malformed/qpdf-ossfuzz-15316.pdf"),
      join(FIXTURE_CORPUS, "png/pngsuite/basn6a08.png"),
      "-o",
      out,
    );
    expect(code).toBe(1);
    expect(output).toContain(
      "qpdf-ossfuzz-15316.pdf: This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.",
    );
    expect(output).toContain("basn6a08.png:");
  });

  it("explains its usage on a wrong command or option", async () => {
    expect(await squish("shrink", "x.jpg")).toMatchObject({
      code: 2,
      output: expect.stringContaining('Unknown command "shrink"'),
    });
    expect(await squish("compress", "x.jpg", "--quality", "200")).toMatchObject({
      code: 2,
      output: "--quality must be a whole number from 1 to 100.",
    });
  });
});

describe("squish command line: the edit commands", () => {
  const photo = join(FIXTURE_CORPUS, "photo/recurser-Landscape_1.jpg"); // 1800 x 1200
  const size = (name: string) => {
    const header = probeImage(readFileSync(join(out, name)));
    return [header.format, header.width, header.height];
  };

  it("resizes by box and mode, or by percent", async () => {
    expect((await squish("resize", photo, "--width", "600", "--height", "600", "--mode", "fill", "-o", out)).code).toBe(
      0,
    );
    expect(size("resized_recurser-Landscape_1.jpg")).toEqual(["jpeg", 600, 600]);
    expect((await squish("resize", photo, "--percent", "25", "-o", out)).code).toBe(0);
    expect(size("resized_recurser-Landscape_1.jpg")).toEqual(["jpeg", 450, 300]);
    expect(await squish("resize", photo, "--mode", "squash")).toMatchObject({
      code: 2,
      output: "--mode must be fit, fill or stretch.",
    });
  });

  it("refuses a resize with no size option, writing nothing, as any missing required option", async () => {
    const empty = mkdtempSync(join(tmpdir(), "squish-nosize-"));
    // --mode and --enlarge say how to resize, not to what size: still nothing to resize to.
    for (const extra of [[], ["--mode", "fill"], ["--enlarge"]]) {
      expect(await squish("resize", photo, ...extra, "-o", empty)).toEqual({
        code: 2,
        output: "resize needs --width, --height (or both), --percent P or --max PX.",
      });
    }
    expect(readdirSync(empty)).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  });

  it("crops to a ratio or an exact rectangle", async () => {
    expect((await squish("crop", photo, "--ratio", "16:9", "-o", out)).code).toBe(0);
    expect(size("cropped_recurser-Landscape_1.jpg")).toEqual(["jpeg", 1800, 1013]);
    expect((await squish("crop", photo, "--rect", "10,20,300,200", "-o", out)).code).toBe(0);
    expect(size("cropped_recurser-Landscape_1.jpg")).toEqual(["jpeg", 300, 200]);
    expect((await squish("crop", photo)).code).toBe(2);
  });

  it("watermarks with text or a logo", async () => {
    const { code, output } = await squish(
      "watermark",
      photo,
      "--text",
      "© Squish",
      "--position",
      "top-left",
      "--opacity",
      "60",
      "-o",
      out,
    );
    expect([code, output]).toEqual([0, expect.stringContaining("watermarked_recurser-Landscape_1.jpg")]);
    const logo = join(FIXTURE_CORPUS, "png/pngsuite/basn6a08.png");
    expect((await squish("watermark", photo, "--image", logo, "--position", "tiled", "-o", out)).code).toBe(0);
    expect(await squish("watermark", photo, "--position", "middle", "--text", "x")).toMatchObject({ code: 2 });
  });

  it("resizes, crops, watermarks and converts an animated GIF with every frame and delay kept", async () => {
    const gif = join(FIXTURE_CORPUS, "gif/linku-star-anim.gif"); // 159 x 159, 4 frames
    const durations = async (file: string) =>
      (await readAnimation(new Uint8Array(readFileSync(join(out, file))))).frames.map((f) => f.duration);
    const source = (await readAnimation(new Uint8Array(readFileSync(gif)))).frames.map((f) => f.duration);
    const runs = [
      { args: ["resize", "--percent", "50"], file: "resized_linku-star-anim.gif", size: [80, 80] },
      { args: ["crop", "--ratio", "16:9"], file: "cropped_linku-star-anim.gif", size: [159, 89] },
      { args: ["watermark", "--text", "© Squish"], file: "watermarked_linku-star-anim.gif", size: [159, 159] },
      { args: ["convert", "--to", "webp"], file: "linku-star-anim.webp", size: [159, 159] },
    ];
    for (const {
      args,
      file,
      size: [width, height],
    } of runs) {
      const [command, ...options] = args;
      const { code, output } = await squish(command!, gif, ...options, "-o", out);
      expect([code, output]).toEqual([0, expect.stringContaining(file)]);
      const header = probeImage(readFileSync(join(out, file)));
      expect([file, header.width, header.height]).toEqual([file, width, height]);
      expect(await durations(file)).toEqual(source);
    }
  });

  it("converts HEIC to JPEG, and to the smallest with auto", async () => {
    const heic = join(FIXTURE_CORPUS, "heic/libheif-colors-no-alpha.heic");
    expect((await squish("convert", heic, "--to", "jpeg", "-o", out)).code).toBe(0);
    expect(size("libheif-colors-no-alpha.jpg")).toEqual(["jpeg", 64, 64]);
    expect((await squish("convert", heic, "--to", "auto", "-o", out)).code).toBe(0);
    expect(await squish("convert", heic, "--to", "tiff")).toMatchObject({ code: 2 });
  });
});

describe("squish command line never overwrites", () => {
  it("refuses to write a result over its original, or two results over each other", async () => {
    const folder = mkdtempSync(join(tmpdir(), "squish-own-"));
    const original = join(folder, "p.jpg");
    const bytes = readFileSync(join(FIXTURE_CORPUS, "photo/recurser-Landscape_2.jpg"));
    writeFileSync(original, bytes);
    const { code, output } = await squish("convert", original, "--to", "jpeg", "--quality", "30", "--out", folder);
    expect(code).toBe(1);
    expect(output).toContain("the result would be written over the original (p.jpg)");
    expect(readFileSync(original).equals(bytes)).toBe(true);
    const twin = join(folder, "twin");
    mkdirSync(twin);
    writeFileSync(join(twin, "p.jpg"), bytes);
    const both = await squish("compress", original, join(twin, "p.jpg"), "--out", out);
    expect(both.code).toBe(1);
    expect(both.output).toContain("another file of this run");
    rmSync(folder, { recursive: true, force: true });
  });
});
