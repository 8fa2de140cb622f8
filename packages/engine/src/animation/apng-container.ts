/**
 * The APNG container (https://wiki.mozilla.org/APNG_Specification): a PNG whose acTL chunk says
 * how many frames and plays there are, each frame introduced by an fcTL (its rectangle, delay,
 * dispose and blend operations) and carried in IDAT (the default image, when it is the first
 * frame) or fdAT chunks (a sequence number, then IDAT's bytes). fcTL and fdAT share one
 * sequence, which must run 0, 1, 2... with no gap.
 *
 * Reading cuts each frame out as a still PNG the PNG decoder can read (the header with the
 * frame's size, the palette and transparency chunks, the frame's data as IDAT). Writing takes
 * each frame's zlib stream, already compressed, and puts the chunks around it.
 */
import { EngineError } from "../errors.ts";
import { concatBytes, crc32, pngChunk, pngChunks } from "../metadata/png-chunks.ts";

export const DISPOSE_NONE = 0;
export const DISPOSE_BACKGROUND = 1;
export const DISPOSE_PREVIOUS = 2;
export const BLEND_SOURCE = 0;
export const BLEND_OVER = 1;

export interface ApngFrameControl {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Milliseconds. */
  duration: number;
  dispose: number;
  blend: number;
}

export interface ApngFrame extends ApngFrameControl {
  /** The frame's zlib stream, in pieces as its chunks held it. */
  data: Uint8Array[];
}

export interface ParsedApng {
  width: number;
  height: number;
  /** Times it plays: 0 forever. */
  plays: number;
  /** IHDR's data (13 bytes). */
  header: Uint8Array;
  /** Whole PLTE and tRNS chunks: every frame is read with them. */
  palette: Uint8Array[];
  /** False when the default image (IDAT) is a still shown only by viewers without APNG. */
  defaultIsFrame: boolean;
  frames: ApngFrame[];
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const damaged = (why: string) => new EngineError("corrupt", `This animated PNG is damaged: ${why}.`);
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

/** True for a PNG with an acTL chunk before its image data declaring more than one frame. */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || SIGNATURE.some((v, i) => bytes[i] !== v)) return false;
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === "IDAT") return false;
    if (chunk.type === "acTL") return chunk.data.length >= 8 && u32(chunk.data, 0) > 1;
  }
  return false;
}

/** A delay fraction in milliseconds; a denominator of 0 means hundredths (the specification's rule). */
const delayMs = (num: number, den: number) => Math.round((num * 1000) / (den || 100));

function frameControl(data: Uint8Array, width: number, height: number): ApngFrameControl {
  if (data.length < 26) throw damaged("a frame header is cut short");
  const control = {
    width: u32(data, 4),
    height: u32(data, 8),
    x: u32(data, 12),
    y: u32(data, 16),
    duration: delayMs(u16(data, 20), u16(data, 22)),
    dispose: data[24]!,
    blend: data[25]!,
  };
  if (
    control.width === 0 ||
    control.height === 0 ||
    control.x + control.width > width ||
    control.y + control.height > height
  ) {
    throw damaged("a frame lies outside the picture");
  }
  if (control.dispose > DISPOSE_PREVIOUS || control.blend > BLEND_OVER)
    throw damaged("a frame asks for an unknown operation");
  return control;
}

export function parseApng(bytes: Uint8Array): ParsedApng {
  let header: Uint8Array | undefined;
  let declared = -1;
  let plays = 0;
  let sequence = 0;
  let seenData = false;
  let defaultIsFrame = false;
  const palette: Uint8Array[] = [];
  const frames: ApngFrame[] = [];
  const checkSequence = (data: Uint8Array) => {
    if (data.length < 4 || u32(data, 0) !== sequence++) throw damaged("its frames are out of order");
  };
  for (const { type, at, data } of pngChunks(bytes)) {
    // The chunks this reader relies on are checked; a flipped bit must not become a wrong frame.
    if (u32(bytes, at + 8 + data.length) !== crc32(bytes.subarray(at + 4, at + 8 + data.length))) {
      throw damaged(`its ${type} chunk fails its checksum`);
    }
    if (type === "IHDR") header = data;
    const width = header ? u32(header, 0) : 0;
    const height = header ? u32(header, 4) : 0;
    if (type === "acTL" && data.length >= 8) [declared, plays] = [u32(data, 0), u32(data, 4)];
    else if ((type === "PLTE" || type === "tRNS") && !seenData) palette.push(bytes.subarray(at, at + 12 + data.length));
    else if (type === "fcTL") {
      checkSequence(data);
      if (!seenData) defaultIsFrame = true;
      frames.push({ ...frameControl(data, width, height), data: [] });
    } else if (type === "IDAT") {
      seenData = true;
      if (defaultIsFrame) frames[0]!.data.push(data);
    } else if (type === "fdAT") {
      checkSequence(data);
      const frame = frames.at(-1);
      if (!frame || (defaultIsFrame && frames.length === 1)) throw damaged("frame data comes before its frame header");
      frame.data.push(data.subarray(4));
    }
  }
  if (!header) throw damaged("its header chunk is missing");
  if (declared < 1 || declared !== frames.length) {
    throw damaged(`it declares ${declared} frames and holds ${frames.length}`);
  }
  const first = frames[0]!;
  if (
    defaultIsFrame &&
    (first.x !== 0 || first.y !== 0 || first.width !== u32(header, 0) || first.height !== u32(header, 4))
  ) {
    throw damaged("its first frame is not the size of the picture");
  }
  if (frames.some((f) => f.data.length === 0)) throw damaged("a frame has no image data");
  return { width: u32(header, 0), height: u32(header, 4), plays, header, palette, defaultIsFrame, frames };
}

/** One frame as a still PNG: the header with the frame's size, the palette, the frame's data. */
export function stillFromFrame(apng: ParsedApng, frame: ApngFrame): Uint8Array {
  const header = apng.header.slice();
  const view = new DataView(header.buffer);
  view.setUint32(0, frame.width);
  view.setUint32(4, frame.height);
  return concatBytes([
    SIGNATURE,
    pngChunk("IHDR", header),
    ...apng.palette,
    pngChunk("IDAT", concatBytes(frame.data)),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

export interface ApngToWrite {
  plays: number;
  /** IHDR's data for the whole picture. */
  header: Uint8Array;
  /** Chunks between IHDR and the image data, whole (iCCP, PLTE, tRNS). */
  before: Uint8Array[];
  /** Each frame's rectangle and timing, and its zlib stream. The first covers the picture. */
  frames: (ApngFrameControl & { zlib: Uint8Array })[];
}

/** Delay as a fraction: milliseconds when they fit in 16 bits, else hundredths. */
function delayFraction(ms: number): [number, number] {
  const rounded = Math.max(0, Math.round(ms));
  return rounded <= 0xffff ? [rounded, 1000] : [Math.min(0xffff, Math.round(rounded / 10)), 100];
}

/** The APNG file; the first frame is the default image, so viewers without APNG show it. */
export function writeApng(apng: ApngToWrite): Uint8Array {
  const parts: Uint8Array[] = [SIGNATURE, pngChunk("IHDR", apng.header)];
  const actl = new Uint8Array(8);
  new DataView(actl.buffer).setUint32(0, apng.frames.length);
  new DataView(actl.buffer).setUint32(4, apng.plays);
  parts.push(pngChunk("acTL", actl), ...apng.before);
  let sequence = 0;
  for (const [f, frame] of apng.frames.entries()) {
    const fctl = new Uint8Array(26);
    const view = new DataView(fctl.buffer);
    const [num, den] = delayFraction(frame.duration);
    view.setUint32(0, sequence++);
    view.setUint32(4, frame.width);
    view.setUint32(8, frame.height);
    view.setUint32(12, frame.x);
    view.setUint32(16, frame.y);
    view.setUint16(20, num);
    view.setUint16(22, den);
    fctl[24] = frame.dispose;
    fctl[25] = frame.blend;
    parts.push(pngChunk("fcTL", fctl));
    if (f === 0) {
      parts.push(pngChunk("IDAT", frame.zlib));
      continue;
    }
    const fdat = new Uint8Array(4 + frame.zlib.length);
    new DataView(fdat.buffer).setUint32(0, sequence++);
    fdat.set(frame.zlib, 4);
    parts.push(pngChunk("fdAT", fdat));
  }
  parts.push(pngChunk("IEND", new Uint8Array(0)));
  return concatBytes(parts);
}
