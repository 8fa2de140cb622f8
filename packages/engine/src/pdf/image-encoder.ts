/**
 * A re-encoded image's new stream, written from its decoded rows as they come (from MuPDF's pixmap
 * or a streamed Flate image), through the banded downsampler when the image is brought down:
 * MozJPEG for photos, which needs the whole picture, so its rows gather into an RGBA image of the
 * output size; Flate with PNG predictors for everything else, filtered and deflated row by row.
 */
import { jpegCodec } from "../codecs/jpeg.ts";
import type { Size } from "../ops/fit.ts";
import { bandedDownsampler, type SampleChannels } from "./banded-downsample.ts";
import { FlateImageWriter } from "./flate-image.ts";
import { RgbaFromRows } from "./image-pixels.ts";

export type EncodedImage =
  | { filter: "DCTDecode"; bytes: Uint8Array }
  /** `columns` for the stream's /DecodeParms. */
  | { filter: "FlateDecode"; bytes: Uint8Array; columns: number };

export interface RowEncoder {
  /** The next row of packed samples; the buffer may be reused once this returns. */
  push(row: Uint8Array): void;
  finish(): Promise<EncodedImage>;
}

function rowEncoder(format: "jpeg" | "flate", size: Size, colors: SampleChannels, jpegQuality: number): RowEncoder {
  if (format === "jpeg") {
    const rgba = new RgbaFromRows(size.width, size.height, colors);
    return {
      push: (row) => rgba.push(row),
      finish: async () => ({
        filter: "DCTDecode",
        // color_space 1 writes a one-component JPEG for gray images.
        bytes: await jpegCodec.encode(rgba.image, { quality: jpegQuality, ...(colors === 1 && { color_space: 1 }) }),
      }),
    };
  }
  const writer = new FlateImageWriter(size.width, size.height, colors);
  return {
    push: (row) => writer.push(row),
    finish: () => {
      const { bytes, columns } = writer.finish();
      return Promise.resolve({ filter: "FlateDecode", bytes, columns });
    },
  };
}

export interface RowPipeline extends RowEncoder {
  /** The written image's size. */
  size: Size;
}

/** `scale` below 1 brings the image down (banded-downsample.ts); rows come in at `input` size. */
export async function rowPipeline(
  format: "jpeg" | "flate",
  scale: number,
  jpegQuality: number,
  input: Size,
  colors: SampleChannels,
): Promise<RowPipeline> {
  const size =
    scale < 1
      ? { width: Math.max(1, Math.round(input.width * scale)), height: Math.max(1, Math.round(input.height * scale)) }
      : input;
  const encoder = rowEncoder(format, size, colors, jpegQuality);
  if (scale >= 1) return { push: (row) => encoder.push(row), size, finish: () => encoder.finish() };
  const downsampler = await bandedDownsampler(input, size, colors, (row) => encoder.push(row));
  return { push: (row) => downsampler.push(row), size, finish: () => encoder.finish() };
}
