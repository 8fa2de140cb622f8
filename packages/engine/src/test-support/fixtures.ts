/** Small helpers for engine tests: read a corpus file, make synthetic images. */
import { readFileSync } from "node:fs";
import { createImage, type RgbaImage } from "../image.ts";
import { FIXTURE_CORPUS } from "./corpus.ts";

export function fixture(file: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FIXTURE_CORPUS}/${file}`));
}

/** A smooth colour gradient with a soft alpha ramp: compresses well, shows banding when it goes wrong. */
export function gradient(width: number, height: number, withAlpha = false): RgbaImage {
  const image = createImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      image.data[i] = (x * 255) / width;
      image.data[i + 1] = (y * 255) / height;
      image.data[i + 2] = 128 + 100 * Math.sin(x / 9) * Math.cos(y / 7);
      image.data[i + 3] = withAlpha ? (x * 255) / width : 255;
    }
  }
  return image;
}
