/**
 * Debian's `apngdis` (package apngdis), an APNG reader that is not ours: it composes every frame
 * (dispose and blend applied) and writes each as a full PNG with a `delay=num/den` file. Used in
 * tests as the reference our reader must agree with, and to read the APNGs we write.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pngCodec } from "../codecs/png.ts";
import type { RgbaImage } from "../image.ts";

export const APNGDIS = "/usr/bin/apngdis";

/** Every frame apngdis extracts (a hidden default image included, first), with its delay in ms. */
export async function apngdisFrames(bytes: Uint8Array): Promise<{ image: RgbaImage; duration: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), "squish-apngdis-"));
  try {
    writeFileSync(join(dir, "in.png"), bytes);
    execFileSync(APNGDIS, ["in.png", "f"], { cwd: dir, stdio: "pipe" });
    // Numbered from 0 when there is a hidden default image, else from 1; padded to one width.
    const names = readdirSync(dir)
      .filter((name) => /^f\d+\.txt$/.test(name))
      .map((name) => name.slice(0, -4))
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
    const frames = [];
    for (const name of names) {
      const [num, den] = readFileSync(join(dir, `${name}.txt`), "utf8")
        .trim()
        .replace("delay=", "")
        .split("/")
        .map(Number);
      const image = await pngCodec.decode(new Uint8Array(readFileSync(join(dir, `${name}.png`))));
      frames.push({ image, duration: Math.round((num! * 1000) / (den || 100)) });
    }
    return frames;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
