/**
 * A picture's sample for perceptual scoring: tiles spread evenly over it, put side by side in one
 * smaller picture (a mosaic). Scoring a mosaic costs a fraction of scoring the whole picture, and
 * encoding one costs a fraction of encoding the whole, which is what lets Smart quality try several
 * qualities for little more than one encode. Tiles start and end on 16-pixel lines, so JPEG's blocks
 * (and 4:2:0 chroma's 16-pixel ones) fall on the same pixels in the mosaic as in the whole picture.
 */
import { createImage, type RgbaImage } from "../image.ts";

/** A picture this small (in pixels) is its own sample. */
const WHOLE_UP_TO = 512 * 512;
/** Side of a tile, a multiple of 16. */
export const TILE_SIDE = 128;
/**
 * About this share of the picture's pixels goes into the sample, within the tile counts below: 4%
 * for Smart quality's tries, where cost counts three times; 10% for a result's score, which is
 * computed once and read by a person (on the corpus, 4% can read a few points high on a photo
 * whose worst spots fall between its tiles).
 */
export const SEARCH_SHARE = 0.04;
export const SCORE_SHARE = 0.1;
const MIN_TILES = 6;
const MAX_TILES = 36;
const ALIGN = 16;

export interface TileLayout {
  /** Top-left corners of the tiles in the picture, row by row. */
  corners: readonly { x: number; y: number }[];
  columns: number;
  rows: number;
  side: number;
}

/** Where the tiles go in a picture of this size; `null` when the picture is small enough to use whole. */
export function tileLayout(width: number, height: number, share: number): TileLayout | null {
  if (width * height <= WHOLE_UP_TO || width < 2 * TILE_SIDE || height < 2 * TILE_SIDE) return null;
  const wanted = Math.min(MAX_TILES, Math.max(MIN_TILES, Math.ceil((share * width * height) / TILE_SIDE ** 2)));
  const fitColumns = Math.floor(width / TILE_SIDE);
  const fitRows = Math.floor(height / TILE_SIDE);
  // At least one row however wide the picture (a panorama): never more tiles than MAX_TILES.
  const columns = Math.min(fitColumns, MAX_TILES, Math.max(1, Math.round(Math.sqrt((wanted * width) / height))));
  const rows = Math.max(1, Math.min(fitRows, Math.floor(MAX_TILES / columns), Math.round(wanted / columns)));
  const corners: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      corners.push({ x: spread(column, columns, width), y: spread(row, rows, height) });
    }
  }
  return { corners, columns, rows, side: TILE_SIDE };
}

/** The start of the `index`th of `count` tiles centred in equal strips of `length`, on a 16-pixel line. */
function spread(index: number, count: number, length: number): number {
  const centre = ((index + 0.5) * length) / count;
  const start = Math.floor((centre - TILE_SIDE / 2) / ALIGN) * ALIGN;
  return Math.max(0, Math.min(start, Math.floor((length - TILE_SIDE) / ALIGN) * ALIGN));
}

/** The tiles of `image` at `layout`, side by side; the picture itself when there is no layout. */
export function mosaic(image: RgbaImage, layout: TileLayout | null): RgbaImage {
  if (!layout) return image;
  const { columns, rows, side, corners } = layout;
  const out = createImage(columns * side, rows * side);
  const rowBytes = side * 4;
  corners.forEach(({ x, y }, index) => {
    const left = (index % columns) * side;
    const top = Math.floor(index / columns) * side;
    for (let dy = 0; dy < side; dy++) {
      const from = ((y + dy) * image.width + x) * 4;
      out.data.set(image.data.subarray(from, from + rowBytes), ((top + dy) * out.width + left) * 4);
    }
  });
  return out;
}
