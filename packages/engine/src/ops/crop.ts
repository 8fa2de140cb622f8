/**
 * Cropping: where a crop region lands in a given image (clamped to whole pixels inside it), and
 * copying those rows out. A region that leaves nothing is refused with a sentence, never an empty
 * file.
 */
import { EngineError } from "../errors.ts";
import { createImage, type RgbaImage } from "../image.ts";
import type { Size } from "./fit.ts";
import type { CropRegion, FocusPoint, PixelRect } from "../steps/step.ts";

const CENTRE: FocusPoint = { x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest rectangle of a ratio inside an image, centred on a focal point as far as it can be. */
export function ratioRect(size: Size, ratio: Size, focus: FocusPoint = CENTRE): PixelRect {
  if (!(ratio.width > 0 && ratio.height > 0)) {
    throw new EngineError("invalid-job", "A crop ratio needs a width and a height above 0.");
  }
  const scale = Math.min(size.width / ratio.width, size.height / ratio.height);
  const width = clamp(Math.round(ratio.width * scale), 1, size.width);
  const height = clamp(Math.round(ratio.height * scale), 1, size.height);
  const x = clamp(Math.round(focus.x * size.width - width / 2), 0, size.width - width);
  const y = clamp(Math.round(focus.y * size.height - height / 2), 0, size.height - height);
  return { x, y, width, height };
}

/** A crop region as whole pixels inside an image of this size. */
function resolveCrop(size: Size, region: CropRegion): PixelRect {
  if (region.unit === "ratio") return ratioRect(size, region, region.focus);
  const f = region.unit === "fraction" ? { x: size.width, y: size.height } : { x: 1, y: 1 };
  const left = clamp(Math.round(region.x * f.x), 0, size.width);
  const top = clamp(Math.round(region.y * f.y), 0, size.height);
  const right = clamp(Math.round((region.x + region.width) * f.x), 0, size.width);
  const bottom = clamp(Math.round((region.y + region.height) * f.y), 0, size.height);
  if (right - left < 1 || bottom - top < 1) {
    throw new EngineError(
      "invalid-job",
      `The crop area lies outside this ${size.width} x ${size.height} image, so nothing would be left.`,
    );
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function cropPixels(image: RgbaImage, rect: PixelRect): RgbaImage {
  if (rect.x === 0 && rect.y === 0 && rect.width === image.width && rect.height === image.height) return image;
  const out = createImage(rect.width, rect.height);
  const rowBytes = rect.width * 4;
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * image.width + rect.x) * 4;
    out.data.set(image.data.subarray(from, from + rowBytes), y * rowBytes);
  }
  return out;
}

export function crop(image: RgbaImage, region: CropRegion): RgbaImage {
  return cropPixels(image, resolveCrop(image, region));
}
