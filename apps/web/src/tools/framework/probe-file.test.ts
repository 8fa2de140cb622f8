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

  it("tells an APNG and an animated AVIF (ftyp brand avis) from still ones", async () => {
    const png = (name: string) =>
      new File([readFileSync(new URL(`../../../../../fixtures/corpus/png/${name}`, import.meta.url))], name);
    expect(await probeFile(png("pillow-apng-blend_op_over.png"))).toMatchObject({ format: "png", animated: true });
    expect(await probeFile(png("pillow-pil123rgba-interlaced.png"))).not.toHaveProperty("animated");
    // The header the probe reads: an ftyp naming avis, then the still item's size property.
    const box = (type: string, body: number[]) => [
      0,
      0,
      0,
      8 + body.length,
      ...[...type].map((c) => c.charCodeAt(0)),
      ...body,
    ];
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const ispe = box("ispe", [0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 16]);
    const avif = (brands: string) =>
      new File([new Uint8Array([...box("ftyp", ascii(brands)), ...box("meta", ispe)])], "a.avif");
    expect(await probeFile(avif("avis\0\0\0\0avifavismif1"))).toMatchObject({ format: "avif", animated: true });
    expect(await probeFile(avif("avif\0\0\0\0avifmif1miaf"))).not.toHaveProperty("animated");
  });

  it("tells an animated GIF from a still one, reading the whole file when its head cannot tell", async () => {
    const gif = (name: string) =>
      new File([readFileSync(new URL(`../../../../../fixtures/corpus/gif/${name}`, import.meta.url))], name);
    expect(await probeFile(gif("linku-star-anim.gif"))).toMatchObject({ format: "gif", animated: true });
    expect(await probeFile(gif("pillow-transparent.gif"))).not.toHaveProperty("animated");
    // A first frame longer than the probe's head: the second frame is found past it.
    const header = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0, 2, 0, 0, 0, 0];
    const frame = (blocks: number) => [
      ...[0x2c, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2],
      ...Array.from({ length: blocks }, () => [255, ...new Array<number>(255).fill(0)]).flat(),
      0,
    ];
    const long = new Uint8Array([...header, ...frame(2100), ...frame(1), 0x3b]);
    expect(long.length).toBeGreaterThan(512 * 1024);
    expect(await probeFile(new File([long], "long.gif"))).toMatchObject({ format: "gif", animated: true });
  });

  it("says nothing about a file whose header cannot be read", async () => {
    const file = new File([new Uint8Array([1, 2, 3])], "x.jpg");
    expect(await probeFile(file)).toEqual({ name: "x.jpg", size: 3 });
  });
});
