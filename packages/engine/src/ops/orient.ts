/**
 * Turns pixels upright according to an EXIF orientation (1 to 8). Orientations 5 to 8 swap width
 * and height. Pixels are moved as whole 32-bit words, so this costs about one copy of the image.
 */
import { createImage, type RgbaImage } from "../image.ts";

export function applyOrientation(image: RgbaImage, orientation: number): RgbaImage {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const out = createImage(swap ? h : w, swap ? w : h);
  // 32-bit views need 4-byte alignment; codecs return fresh buffers, but copy if one does not.
  const data = image.data.byteOffset % 4 === 0 ? image.data : image.data.slice();
  const src = new Uint32Array(data.buffer, data.byteOffset, w * h);
  const dst = new Uint32Array(out.data.buffer, out.data.byteOffset, w * h);
  const ow = out.width;
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < ow; x++) {
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2:
          [sx, sy] = [w - 1 - x, y];
          break; // mirror
        case 3:
          [sx, sy] = [w - 1 - x, h - 1 - y];
          break; // half turn
        case 4:
          [sx, sy] = [x, h - 1 - y];
          break; // flip
        case 5:
          [sx, sy] = [y, x];
          break; // transpose
        case 6:
          [sx, sy] = [y, h - 1 - x];
          break; // quarter turn clockwise
        case 7:
          [sx, sy] = [w - 1 - y, h - 1 - x];
          break; // transverse
        default:
          [sx, sy] = [w - 1 - y, x]; // 8: quarter turn anticlockwise
      }
      dst[y * ow + x] = src[sy * w + sx]!;
    }
  }
  return out;
}
