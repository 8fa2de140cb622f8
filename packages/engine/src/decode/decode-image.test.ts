import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODECS } from "../codecs/registry.ts";
import type { CodecId } from "../codecs/codec.ts";
import { EngineError } from "../errors.ts";
import { fitInside } from "../ops/fit.ts";
import { resize } from "../ops/resize.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest, type CorpusEntry } from "../test-support/corpus.ts";
import { decodeImage } from "./decode-image.ts";

const DECODABLE = new Set(["photo", "png", "webp", "avif", "gif", "heic"]);
const OUTPUTS: CodecId[] = ["jpeg", "png", "webp", "avif"];

/** Orientations 5 to 8 turn the picture a quarter, so its upright size swaps the header's. */
function uprightSize(entry: CorpusEntry): string {
  const [w, h] = entry.dimensions.split("x");
  const quarterTurn = entry.exercises.some((t) => /orient(ation)?-?[5-8]$/.test(t)) || /orient[5-8]/.test(entry.file);
  return quarterTurn ? `${h}x${w}` : `${w}x${h}`;
}

function roundTrips(entries: CorpusEntry[], { shrinkTo }: { shrinkTo: number }) {
  const images = entries.filter(
    (e) =>
      DECODABLE.has(e.kind) &&
      /^\d+x\d+$/.test(e.dimensions) &&
      !e.file.endsWith(".avifs") &&
      !e.exercises.includes("webp-animated") &&
      !e.exercises.includes("gif-animated") &&
      !e.exercises.includes("apng") && // animations: still decoding refuses them (apng-animation.test.ts)
      !e.exercises.includes("jpeg-12bit"),
  );
  const twelveBit = entries.filter((e) => e.exercises.includes("jpeg-12bit"));
  it.each(twelveBit.map((e) => [e.file, e] as const))(
    "%s (12 bits per colour) is refused as unsupported, not called damaged",
    async (_, entry) => {
      const error = await decodeImage(new Uint8Array(readFileSync(entry.absolutePath))).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "unsupported-format", message: expect.stringMatching(/12 bits per colour/) });
    },
  );
  it.each(images.map((e) => [e.file, e] as const))(
    "%s decodes, re-encodes to every format and decodes again",
    async (_, entry) => {
      const { image } = await decodeImage(new Uint8Array(readFileSync(entry.absolutePath)));
      expect(image.data.length).toBe(image.width * image.height * 4);
      if (entry.kind === "photo") expect(`${image.width}x${image.height}`).toBe(uprightSize(entry));
      // Encoding every format at full size would take minutes on the largest photos; the codecs'
      // correctness does not depend on size, so big pictures are shrunk first.
      const small = await resize(image, fitInside(image, { width: shrinkTo, height: shrinkTo }));
      for (const id of OUTPUTS) {
        const codec = CODECS[id];
        const encoded = await codec.encode(small, {});
        const again = await codec.decode(encoded);
        expect([id, again.width, again.height]).toEqual([id, small.width, small.height]);
      }
    },
  );
}

describe("round trips on the committed fixtures", () => {
  // The eight 1800 x 1200 photos (one per EXIF orientation) are still decoded and turned at full
  // size; their re-encoding at 384 pixels, as on the full corpus, keeps every format's round trip
  // at a sixth of its time at 900 (13 s of the engine suite, issue 27).
  roundTrips(readManifest(FIXTURE_CORPUS), { shrinkTo: 384 });
});

describe("damaged and mislabelled files", () => {
  const malformed = readManifest(FIXTURE_CORPUS).filter((e) => e.kind === "malformed");
  it.each(malformed.map((e) => [e.file, e] as const))("%s decodes or fails with a sentence", async (_, entry) => {
    const bytes = new Uint8Array(readFileSync(entry.absolutePath));
    try {
      const { image } = await decodeImage(bytes);
      expect(image.width * image.height).toBeGreaterThan(0);
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("decodes a still GIF with its transparency", async () => {
    const { image, sourceFormat } = await decodeImage(
      new Uint8Array(readFileSync(`${FIXTURE_CORPUS}/gif/pillow-transparent.gif`)),
    );
    expect(sourceFormat).toBe("gif");
    expect(image.data.some((_, i) => i % 4 === 3 && image.data[i] === 0)).toBe(true);
  });

  it("decodes a HEIC, which is written as JPEG when the same format is asked", async () => {
    const { header, sourceFormat, image } = await decodeImage(
      new Uint8Array(readFileSync(`${FIXTURE_CORPUS}/heic/libheif-colors-no-alpha.heic`)),
    );
    expect([header.format, sourceFormat, image.width, image.height]).toEqual(["jpeg", "heic", 64, 64]);
  });

  it("decodes a PNG named .jpg as the PNG it is", async () => {
    const { header } = await decodeImage(
      new Uint8Array(readFileSync(`${FIXTURE_CORPUS}/malformed/wrongext-png-named.jpg`)),
    );
    expect(header.format).toBe("png");
  });
});

const full = fullCorpusDir();
describe.runIf(full)("round trips on the full corpus", () => {
  if (full) roundTrips(readManifest(full), { shrinkTo: 384 });

  it("refuses animated GIFs with a sentence instead of keeping one frame", async () => {
    const bytes = new Uint8Array(readFileSync(`${full}/gif/linku-star-anim.gif`));
    await expect(decodeImage(bytes)).rejects.toThrow(/^Animated GIFs are handled by the GIF compressor/);
  });

  it("sends animated WebP to the WebP compressor, or gives its first frame when asked", async () => {
    const bytes = new Uint8Array(readFileSync(`${full}/webp/pillow-iss634-anim.webp`));
    await expect(decodeImage(bytes)).rejects.toThrow(/^This WebP is animated: the WebP compressor keeps its frames/);
    const first = await decodeImage(bytes, { firstFrame: true });
    expect([first.image.width, first.image.height]).toEqual([245, 245]);
  });

  it("decodes every damaged file or fails it with a sentence, never hanging", async () => {
    const damaged = readManifest(full!).filter((e) => e.kind === "malformed");
    for (const entry of damaged) {
      try {
        await decodeImage(new Uint8Array(readFileSync(entry.absolutePath)));
      } catch (error) {
        expect([entry.file, error]).toEqual([entry.file, expect.any(EngineError)]);
        expect((error as EngineError).message).toMatch(/^[A-Z].*\.$/);
      }
    }
  });
});
