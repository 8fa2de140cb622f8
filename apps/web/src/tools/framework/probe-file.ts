/**
 * What a file is, from its first bytes, before anything is decoded: the real format and the
 * declared size. Recipes use it (a crop of a portrait photo, "the same format"), and it costs a
 * read of the header only.
 */
import { gifHasSeveralFrames, isAnimatedHeader, probeImage, sourceOrientation } from "@squish/engine";
import type { ProbedFile } from "./file-item.ts";

// Large enough for a JPEG whose size sits after a big EXIF block and several ICC segments.
const HEAD_BYTES = 512 * 1024;

export async function probeFile(file: File): Promise<ProbedFile> {
  const base = { name: file.name, size: file.size };
  try {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const header = probeImage(head, Number.POSITIVE_INFINITY);
    // The engine works on the upright picture: a photo turned by its metadata (EXIF 5-8 in a JPEG
    // or WebP, eXIf in a PNG, irot in an AVIF or HEIC) swaps its sides.
    const turned = sourceOrientation(head, header.format) >= 5;
    const [width, height] = turned ? [header.height, header.width] : [header.width, header.height];
    // An animated WebP, APNG, AVIF sequence or GIF: tools that keep frames take another path. A
    // GIF's second frame usually starts in the head; when it does not, the whole file tells.
    const gifUnknown = header.format === "gif" && file.size > head.length && gifHasSeveralFrames(head) === null;
    const animated = gifUnknown
      ? gifHasSeveralFrames(new Uint8Array(await file.arrayBuffer())) === true
      : isAnimatedHeader(head);
    return { ...base, format: header.format, width, height, ...(animated && { animated }) };
  } catch {
    // The engine gives the real reason, in a sentence, when the file is processed.
    return base;
  }
}
