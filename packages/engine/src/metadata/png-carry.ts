/**
 * PNG to PNG with "remove metadata" turned off: the text, EXIF and time chunks of the source are
 * copied into the optimised file, which the pixel encoders write without them. Unless the location
 * is kept too, the EXIF block loses its GPS position (as for JPEG, jpeg-carry.ts) and text chunks
 * that may repeat it (raw EXIF profiles, XMP) are not carried.
 */
import { editExif } from "./exif-edit.ts";
import { pngMetadata, pngTextMayHoldLocation, type MetadataReport } from "./metadata-report.ts";
import { concatBytes, insertAfterHeader, pngChunk, pngChunks } from "./png-chunks.ts";
import { lost } from "./strip-lossless.ts";

/** Chunks that describe the image rather than its pixels (the colour profile is carried apart). */
const DESCRIPTIVE = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);
const TEXT = new Set(["tEXt", "zTXt", "iTXt"]);

export interface PngCarried {
  bytes: Uint8Array;
  /** What the source carried that the result does not: the card's "Removed:" line. */
  removed: MetadataReport;
}

/** The EXIF block with its orientation reset (the engine already turned the pixels upright). */
function carried(type: string, data: Uint8Array, keepLocation: boolean): Uint8Array {
  if (type !== "eXIf") return pngChunk(type, data);
  // Some writers start the block with JPEG's "Exif\0\0"; the TIFF block follows it.
  const header = String.fromCharCode(...data.subarray(0, 6)) === "Exif\0\0" ? 6 : 0;
  const tiff = editExif(data.subarray(header), { dropGps: !keepLocation });
  return pngChunk(type, concatBytes([data.subarray(0, header), tiff]));
}

export function carryPngMetadata(source: Uint8Array, encoded: Uint8Array, keep: { keepLocation: boolean }): PngCarried {
  const chunks = [...pngChunks(source)]
    .filter((c) => DESCRIPTIVE.has(c.type))
    .filter((c) => keep.keepLocation || !(TEXT.has(c.type) && pngTextMayHoldLocation(c.type, c.data)))
    .map((c) => carried(c.type, c.data, keep.keepLocation));
  // Right after IHDR is valid for all of them (eXIf must come before the image data).
  const bytes = chunks.length === 0 ? encoded : insertAfterHeader(encoded, concatBytes(chunks), [...DESCRIPTIVE]);
  // Read back from the result, so the report names exactly what did not come through.
  return { bytes, removed: lost(pngMetadata(source), pngMetadata(bytes)) };
}
