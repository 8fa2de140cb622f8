/**
 * Where each scale of SSIMULACRA 2 reads its pixels from, a row at a time in linear light: the
 * 8-bit picture itself at full size (so no float copy of a 12 MP photo is ever held), or the
 * planes the previous scale shrank to.
 */
import type { RgbaImage } from "../../image.ts";
import { srgbToLinearTable } from "../../ops/resample/srgb-tables.ts";

export type LinearRow = readonly [red: Float32Array, green: Float32Array, blue: Float32Array];

export interface LinearRows {
  width: number;
  height: number;
  /** Row `y`; the arrays may be reused by the next call. */
  row(y: number): LinearRow;
}

/** Linear-light planes, one float per pixel and channel. */
export interface LinearPlanes {
  width: number;
  height: number;
  planes: LinearRow;
}

function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/**
 * An 8-bit picture's rows in linear light. With a `background`, translucent pixels are first
 * blended over that grey level (0..1) in sRGB values, as the reference tool does, so transparent
 * areas count by how they would look there; without one, alpha is ignored.
 */
export function rgbaRows(image: RgbaImage, background: number | null): LinearRows {
  const { width, height, data } = image;
  const toLinear = srgbToLinearTable();
  const row: LinearRow = [new Float32Array(width), new Float32Array(width), new Float32Array(width)];
  const [red, green, blue] = row;
  return {
    width,
    height,
    row(y) {
      let i = y * width * 4;
      for (let x = 0; x < width; x++, i += 4) {
        const alpha = data[i + 3]!;
        if (background === null || alpha === 255) {
          red[x] = toLinear[data[i]!]!;
          green[x] = toLinear[data[i + 1]!]!;
          blue[x] = toLinear[data[i + 2]!]!;
        } else {
          const a = alpha / 255;
          const rest = (1 - a) * background;
          red[x] = srgbToLinear((a * data[i]!) / 255 + rest);
          green[x] = srgbToLinear((a * data[i + 1]!) / 255 + rest);
          blue[x] = srgbToLinear((a * data[i + 2]!) / 255 + rest);
        }
      }
      return row;
    },
  };
}

export function planeRows({ width, height, planes }: LinearPlanes): LinearRows {
  const [red, green, blue] = planes;
  return {
    width,
    height,
    row(y) {
      const start = y * width;
      return [
        red.subarray(start, start + width),
        green.subarray(start, start + width),
        blue.subarray(start, start + width),
      ];
    },
  };
}

/**
 * Builds the next scale down as rows go by: each output pixel the mean of a 2x2 block in linear
 * light. On an odd edge the block repeats the last row or column, as the reference does (so the
 * edge pixel weighs double rather than the block shrinking).
 */
export class HalfScale {
  readonly width: number;
  readonly height: number;
  private readonly planes: LinearRow;

  constructor(
    private readonly sourceWidth: number,
    private readonly sourceHeight: number,
  ) {
    this.width = Math.ceil(sourceWidth / 2);
    this.height = Math.ceil(sourceHeight / 2);
    const size = this.width * this.height;
    this.planes = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
  }

  /** Adds source row `y`; rows must all come, in any order. */
  add(y: number, row: LinearRow): void {
    const repeats = y === this.sourceHeight - 1 && this.sourceHeight % 2 === 1 ? 2 : 1;
    const start = (y >> 1) * this.width;
    const lastX = this.sourceWidth - 1;
    for (let c = 0; c < 3; c++) {
      const input = row[c]!;
      const output = this.planes[c]!;
      for (let ox = 0; ox < this.width; ox++) {
        const x = ox * 2;
        output[start + ox] = output[start + ox]! + repeats * 0.25 * (input[x]! + input[Math.min(x + 1, lastX)]!);
      }
    }
  }

  result(): LinearPlanes {
    return { width: this.width, height: this.height, planes: this.planes };
  }
}
