/**
 * Decoded pixels: 8-bit RGBA, row by row, like the browser's ImageData (which satisfies this
 * type), so the same operations serve a canvas in the browser and a buffer in Node.
 */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export function createImage(width: number, height: number, data?: Uint8ClampedArray): RgbaImage {
  const pixels = data ?? new Uint8ClampedArray(width * height * 4);
  if (pixels.length !== width * height * 4) {
    throw new RangeError(`Expected ${width * height * 4} bytes of RGBA for ${width}x${height}, got ${pixels.length}`);
  }
  return { width, height, data: pixels };
}

/** True when any pixel is not fully opaque. */
export function hasTransparency(image: RgbaImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}
