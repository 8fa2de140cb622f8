/**
 * The rows of an 8-bit FlateDecode image, inflated and un-predicted as the stream is read, so a
 * large scan can be brought down (banded-downsample.ts) without its full-size pixels ever being in
 * memory: MuPDF would decode the whole picture into its WebAssembly memory first, which then never
 * shrinks. Only the plain cases are read here (one Flate filter, 8 bits, no /Decode array, no
 * predictor, the TIFF one or PNG's); for anything else, or a stream that does not inflate to every
 * row, `flateRowLayout` or `readFlateRows` says no and MuPDF decodes the image instead.
 */
import { Unzlib } from "fflate";
import type { PDFObject } from "mupdf";
import { paeth } from "../codecs/png-row-filters.ts";
import type { SampleChannels } from "./banded-downsample.ts";
import { filterNames } from "./image-dictionary.ts";

export interface FlateRowLayout {
  width: number;
  height: number;
  channels: SampleChannels;
  /** 1 none, 2 TIFF, 10 and up PNG (each row names its own filter). */
  predictor: number;
}

/** Input fed to the inflater at a time: deflate expands at most about 1000:1, so at most ~16 MB out. */
const PUSH_BYTES = 16384;

function numberOr(value: PDFObject, fallback: number): number {
  return value.isNumber() ? value.asNumber() : fallback;
}

/**
 * How the stream's rows are laid out, when this module can read them; `channels` is what the
 * colour space gives each pixel, checked by the caller against the space MuPDF reads.
 */
export function flateRowLayout(dict: PDFObject, channels: SampleChannels): FlateRowLayout | null {
  const filters = filterNames(dict);
  if (filters.length !== 1 || filters[0] !== "FlateDecode") return null;
  if (numberOr(dict.get("BitsPerComponent"), 0) !== 8 || !dict.get("Decode").isNull()) return null;
  const width = numberOr(dict.get("Width"), 0);
  const height = numberOr(dict.get("Height"), 0);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return null;
  let parms = dict.get("DecodeParms");
  if (parms.isArray()) parms = parms.get(0);
  const predictor = parms.isDictionary() ? numberOr(parms.get("Predictor"), 1) : 1;
  if (predictor !== 1) {
    // The predictor's own idea of a row must be the image's, as MuPDF would otherwise reshape it.
    const colors = numberOr(parms.get("Colors"), 1);
    const bits = numberOr(parms.get("BitsPerComponent"), 8);
    const columns = numberOr(parms.get("Columns"), 1);
    if (colors !== channels || bits !== 8 || columns !== width) return null;
    if (predictor !== 2 && (predictor < 10 || predictor > 15)) return null;
  }
  return { width, height, channels, predictor };
}

/** Undoes a PNG row filter in place; `prior` is the previous row's samples (zeros for the first). */
function unfilterPng(type: number, row: Uint8Array, prior: Uint8Array, bpp: number): boolean {
  const length = row.length;
  switch (type) {
    case 0:
      return true;
    case 1:
      for (let i = bpp; i < length; i++) row[i] = row[i]! + row[i - bpp]!;
      return true;
    case 2:
      for (let i = 0; i < length; i++) row[i] = row[i]! + prior[i]!;
      return true;
    case 3:
      for (let i = 0; i < bpp; i++) row[i] = row[i]! + (prior[i]! >> 1);
      for (let i = bpp; i < length; i++) row[i] = row[i]! + ((row[i - bpp]! + prior[i]!) >> 1);
      return true;
    case 4:
      for (let i = 0; i < bpp; i++) row[i] = row[i]! + prior[i]!;
      for (let i = bpp; i < length; i++) row[i] = row[i]! + paeth(row[i - bpp]!, prior[i]!, prior[i - bpp]!);
      return true;
    default:
      return false;
  }
}

/**
 * Inflates `raw` (the stream's bytes as stored, decrypted) and hands over each row of samples in
 * order (the buffer is reused: copy it to keep it). Returns false, having stopped, when the data
 * is damaged or ends before the last row; extra data after it is ignored, as MuPDF does.
 */
export function readFlateRows(raw: Uint8Array, layout: FlateRowLayout, onRow: (row: Uint8Array) => void): boolean {
  const { width, height, channels, predictor } = layout;
  const png = predictor >= 10;
  const rowBytes = width * channels;
  // A PNG row starts with its filter type byte.
  const stored = new Uint8Array(rowBytes + (png ? 1 : 0));
  let row = new Uint8Array(rowBytes);
  let prior = new Uint8Array(rowBytes);
  let filled = 0;
  let rows = 0;
  let broken = false;

  const finishRow = () => {
    if (png) {
      row.set(stored.subarray(1));
      if (!unfilterPng(stored[0]!, row, prior, channels)) return false;
    } else {
      row.set(stored);
      if (predictor === 2) for (let i = channels; i < rowBytes; i++) row[i] = row[i]! + row[i - channels]!;
    }
    onRow(row);
    [row, prior] = [prior, row];
    rows++;
    return true;
  };

  const inflater = new Unzlib((chunk) => {
    let at = 0;
    while (at < chunk.length && rows < height && !broken) {
      const take = Math.min(chunk.length - at, stored.length - filled);
      stored.set(chunk.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === stored.length) {
        filled = 0;
        if (!finishRow()) broken = true;
      }
    }
  });
  try {
    for (let at = 0; at < raw.length && rows < height && !broken; at += PUSH_BYTES) {
      inflater.push(raw.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= raw.length);
    }
  } catch {
    return false;
  }
  return !broken && rows === height;
}
