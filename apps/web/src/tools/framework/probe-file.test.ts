import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { probeFile } from "./probe-file.ts";

const fixture = (name: string) => new URL(`../../../../../fixtures/corpus/photo/${name}`, import.meta.url);

describe("probeFile", () => {
  it("gives the upright size of a phone photo turned by its EXIF orientation", async () => {
    for (const n of [1, 6, 8]) {
      const file = new File([readFileSync(fixture(`recurser-Landscape_${n}.jpg`))], `l${n}.jpg`, {
        type: "image/jpeg",
      });
      expect([n, await probeFile(file)]).toEqual([
        n,
        { name: `l${n}.jpg`, size: file.size, format: "jpeg", width: 1800, height: 1200 },
      ]);
    }
  });

  it("tells an animated WebP from a still one", async () => {
    const webp = (name: string) =>
      new File([readFileSync(new URL(`../../../../../fixtures/corpus/webp/${name}`, import.meta.url))], name);
    expect(await probeFile(webp("pillow-iss634-anim.webp"))).toMatchObject({ format: "webp", animated: true });
    expect(await probeFile(webp("goximage-yellow_rose.lossy-with-alpha.webp"))).not.toHaveProperty("animated");
  });

  it("says nothing about a file whose header cannot be read", async () => {
    const file = new File([new Uint8Array([1, 2, 3])], "x.jpg");
    expect(await probeFile(file)).toEqual({ name: "x.jpg", size: 3 });
  });
});
