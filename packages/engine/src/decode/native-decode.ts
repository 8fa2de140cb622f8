/**
 * JPEG decoding with the browser's own decoder (libjpeg-turbo with SIMD in Chromium), in the
 * worker, instead of MozJPEG compiled to WebAssembly.
 *
 * Why: it is faster than the WebAssembly decoder and gives the same pixels (bit for bit on the
 * corpus photos in Chromium, e2e/engine-native-decode.e2e.ts), and the decoded picture never
 * passes through MozJPEG's WebAssembly heap, which grows to the largest picture and never
 * shrinks. What was measured and what was not kept (decoding straight to a smaller size with
 * `resizeWidth`/`resizeHeight`: it is gamma-space resampling, too far from the engine's
 * linear-light Lanczos3) is in docs/decisions/0027-native-decode-in-workers.md.
 *
 * It matches what the WebAssembly path returns: upright pixels per the EXIF orientation
 * (`imageOrientation: "from-image"`, as MozJPEG with `preserveOrientation`), the file's own colour
 * values with no colour-profile conversion (`colorSpaceConversion: "none"`: the engine carries the
 * ICC profile into the output instead), and no premultiplication. Only plain 8-bit YCbCr or grey
 * JPEGs go this way; CMYK (converted by jpeg-js with Adobe's conventions), every other format and
 * any image the browser refuses or returns at an unexpected size take the WebAssembly path, which
 * also gives the engine's own error messages. Node (tests, benchmarks, the command line) has no
 * `createImageBitmap` or `OffscreenCanvas`, so it never comes here and its results are unchanged.
 */
import type { RgbaImage } from "../image.ts";
import { jpegOrientation } from "../metadata/exif-orientation.ts";
import { jpegComponentCount, jpegPrecision } from "../metadata/jpeg-segments.ts";
import type { Size } from "../ops/fit.ts";
import type { ImageHeader } from "../probe.ts";

let enabled = true;

/** Turns the browser's decoder off (or on again): for tests comparing it with the WebAssembly path. */
export function setNativeDecode(on: boolean): void {
  enabled = on;
}

/** True in a browser (page or worker) that has both APIs; never in Node. */
export function nativeDecodeAvailable(): boolean {
  return enabled && typeof createImageBitmap === "function" && typeof OffscreenCanvas === "function";
}

/** The upright size: orientations 5 to 8 turn the picture a quarter. */
function uprightSize(bytes: Uint8Array, header: ImageHeader): Size {
  const turned = jpegOrientation(bytes) >= 5;
  return turned ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
}

/** Pixels from the browser's decoder, or null when this image should take the WebAssembly path. */
export async function decodeNatively(bytes: Uint8Array, header: ImageHeader): Promise<RgbaImage | null> {
  if (!nativeDecodeAvailable() || header.format !== "jpeg") return null;
  if ((jpegPrecision(bytes) ?? 8) !== 8 || jpegComponentCount(bytes) === 4) return null;
  const expected = uprightSize(bytes, header);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), {
      imageOrientation: "from-image",
      colorSpaceConversion: "none",
      premultiplyAlpha: "none",
    });
  } catch {
    return null;
  }
  try {
    // A browser that ignored the orientation would give other pixels than the engine's.
    if (bitmap.width !== expected.width || bitmap.height !== expected.height) return null;
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    // Read back once, on the CPU: no GPU texture to copy back from.
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width, height, data };
  } finally {
    bitmap.close();
  }
}
