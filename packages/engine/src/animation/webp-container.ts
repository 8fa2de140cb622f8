/**
 * The WebP container (RIFF), read and written by hand: libwebp's codecs in WebAssembly handle one
 * picture's bitstream (VP8 or VP8L, with ALPH for lossy transparency), and animation is only a
 * list of such bitstreams in ANMF chunks with a position, a duration and two flags. Owning the
 * container (read strictly here, written with metadata/riff-chunks.ts) lets the WebP compressor keep every frame, delay, loop count and colour profile, and
 * encode each frame with every libwebp option (effort, near-lossless, alpha quality), which the
 * ready-made animation builds do not expose.
 *
 * Layout (https://developers.google.com/speed/webp/docs/riff_container):
 *   "RIFF" size "WEBP" then chunks: fourcc, little-endian size, payload, a pad byte if odd.
 *   VP8X: flags (ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02), canvas size - 1.
 *   ANIM: background colour (B, G, R, A), loop count (0 = forever).
 *   ANMF: x / 2, y / 2, width - 1, height - 1, duration (ms), flags (0x02 do not blend,
 *         0x01 dispose to background), then the frame's ALPH + VP8, or VP8L.
 */
import { EngineError } from "../errors.ts";
import { chunkBytes, webpFromChunks, type RiffChunk } from "../metadata/riff-chunks.ts";

/** A chunk's four-letter type and its payload, without header or pad byte. */
export type WebpChunk = RiffChunk;

export interface WebpFrameChunks {
  /** ALPH (lossy transparency), then VP8 or VP8L: the frame's picture. */
  alph?: Uint8Array;
  image: WebpChunk;
}

export interface WebpAnimationFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Milliseconds. */
  duration: number;
  /** Alpha-blend over the canvas (true) or replace the rectangle (false). */
  blend: boolean;
  /** After showing, clear the rectangle to transparent. */
  dispose: boolean;
  bitstream: WebpFrameChunks;
}

export interface WebpAnimation {
  width: number;
  height: number;
  /** Times the animation plays: 0 forever. */
  loopCount: number;
  /** ANIM's background colour as RGBA (viewers draw on transparency; kept for the file). */
  background: [number, number, number, number];
  icc?: Uint8Array;
  frames: WebpAnimationFrame[];
}

const damaged = (detail: string) =>
  new EngineError("corrupt", `This WebP file is damaged (${detail}), so it cannot be decoded.`);

const fourccAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32 = (b: Uint8Array, at: number) => (u24(b, at) | (b[at + 3]! << 24)) >>> 0;

/** The chunks of `bytes` from `start` to `end`, refusing any that run past the end. */
function readChunks(bytes: Uint8Array, start: number, end: number): WebpChunk[] {
  const chunks: WebpChunk[] = [];
  let at = start;
  while (at + 8 <= end) {
    const size = u32(bytes, at + 4);
    if (at + 8 + size > end) throw damaged(`its ${fourccAt(bytes, at).trim() || "last"} chunk is cut short`);
    chunks.push({ fourcc: fourccAt(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** The top-level chunks of a WebP file. */
export function readWebpChunks(bytes: Uint8Array): WebpChunk[] {
  if (bytes.length < 20 || fourccAt(bytes, 0) !== "RIFF" || fourccAt(bytes, 8) !== "WEBP") {
    throw damaged("its RIFF header is missing");
  }
  // Writers disagree on whether the RIFF size counts trailing bytes; trust the smaller bound.
  const end = Math.min(bytes.length, 8 + u32(bytes, 4));
  return readChunks(bytes, 12, end);
}

/** VP8X's flags byte marks animation with bit 1. */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  return bytes.length > 20 && fourccAt(bytes, 12) === "VP8X" && (bytes[20]! & 0x02) !== 0;
}

function frameChunks(chunks: readonly WebpChunk[]): WebpFrameChunks {
  const image = chunks.find((c) => c.fourcc === "VP8 " || c.fourcc === "VP8L");
  if (!image) throw damaged("a frame has no picture");
  const alph = image.fourcc === "VP8 " ? chunks.find((c) => c.fourcc === "ALPH")?.data : undefined;
  return { image, ...(alph && { alph }) };
}

/** An animated WebP's frames and facts, without decoding any picture. */
export function parseAnimatedWebp(bytes: Uint8Array): WebpAnimation {
  const chunks = readWebpChunks(bytes);
  const vp8x = chunks[0];
  if (vp8x?.fourcc !== "VP8X" || vp8x.data.length < 10) throw damaged("its VP8X header is missing");
  const width = u24(vp8x.data, 4) + 1;
  const height = u24(vp8x.data, 7) + 1;
  const anim = chunks.find((c) => c.fourcc === "ANIM");
  if (!anim || anim.data.length < 6) throw damaged("its ANIM header is missing");
  const [b, g, r, a] = anim.data;
  const frames: WebpAnimationFrame[] = [];
  for (const chunk of chunks) {
    if (chunk.fourcc !== "ANMF") continue;
    const d = chunk.data;
    if (d.length < 16) throw damaged("a frame header is cut short");
    const frame: WebpAnimationFrame = {
      x: u24(d, 0) * 2,
      y: u24(d, 3) * 2,
      width: u24(d, 6) + 1,
      height: u24(d, 9) + 1,
      duration: u24(d, 12),
      blend: (d[15]! & 0x02) === 0,
      dispose: (d[15]! & 0x01) !== 0,
      bitstream: frameChunks(readChunks(d, 16, d.length)),
    };
    if (frame.x + frame.width > width || frame.y + frame.height > height) {
      throw damaged(`frame ${frames.length + 1} lies outside the picture`);
    }
    frames.push(frame);
  }
  if (frames.length === 0) throw damaged("it has no frames");
  const icc = chunks.find((c) => c.fourcc === "ICCP")?.data;
  return {
    width,
    height,
    loopCount: u16(anim.data, 4),
    background: [r!, g!, b!, a!],
    ...(icc && { icc }),
    frames,
  };
}

/** The bitstream chunks of a still WebP made by the encoder: what goes inside an ANMF. */
export function stillBitstream(bytes: Uint8Array): WebpFrameChunks {
  return frameChunks(readWebpChunks(bytes));
}

/** Whether a frame's bitstream can hold transparency (ALPH, or VP8L's alpha-is-used bit). */
export function bitstreamHasAlpha(bitstream: WebpFrameChunks): boolean {
  if (bitstream.alph) return true;
  const { fourcc, data } = bitstream.image;
  return fourcc === "VP8L" && data.length >= 5 && (data[4]! & 0x10) !== 0;
}

const put24 = (out: Uint8Array, at: number, value: number) => {
  out[at] = value & 0xff;
  out[at + 1] = (value >> 8) & 0xff;
  out[at + 2] = (value >> 16) & 0xff;
};

function vp8x(flags: number, width: number, height: number): Uint8Array {
  const data = new Uint8Array(10);
  data[0] = flags;
  put24(data, 4, width - 1);
  put24(data, 7, height - 1);
  return data;
}

/** ALPH (when there is one), then the VP8 or VP8L picture. */
const bitstreamChunks = (bitstream: WebpFrameChunks): RiffChunk[] => [
  ...(bitstream.alph ? [{ fourcc: "ALPH", data: bitstream.alph }] : []),
  bitstream.image,
];

/** One frame's bitstream as a still WebP file, so a still decoder can read it. */
export function stillFromBitstream(bitstream: WebpFrameChunks, width: number, height: number): Uint8Array {
  // Lossy transparency needs the extended header to carry ALPH next to VP8.
  const header = bitstream.alph ? [{ fourcc: "VP8X", data: vp8x(0x10, width, height) }] : [];
  return webpFromChunks([...header, ...bitstreamChunks(bitstream)]);
}

/** An animated WebP from its frames' bitstreams. */
export function writeAnimatedWebp(animation: WebpAnimation): Uint8Array {
  const { width, height, frames, icc } = animation;
  const alpha = frames.some((frame) => bitstreamHasAlpha(frame.bitstream));
  const anim = new Uint8Array(6);
  const [r, g, b, a] = animation.background;
  anim.set([b, g, r, a], 0);
  anim[4] = animation.loopCount & 0xff;
  anim[5] = (animation.loopCount >> 8) & 0xff;
  const chunks: RiffChunk[] = [
    { fourcc: "VP8X", data: vp8x(0x02 | (alpha ? 0x10 : 0) | (icc ? 0x20 : 0), width, height) },
    ...(icc ? [{ fourcc: "ICCP", data: icc }] : []),
    { fourcc: "ANIM", data: anim },
  ];
  for (const frame of frames) {
    if (frame.x % 2 || frame.y % 2) throw new Error("WebP frame offsets must be even.");
    const inner = chunkBytes(bitstreamChunks(frame.bitstream));
    const data = new Uint8Array(16 + inner.length);
    put24(data, 0, frame.x / 2);
    put24(data, 3, frame.y / 2);
    put24(data, 6, frame.width - 1);
    put24(data, 9, frame.height - 1);
    put24(data, 12, Math.min(0xffffff, Math.max(0, Math.round(frame.duration))));
    data[15] = (frame.blend ? 0 : 0x02) | (frame.dispose ? 0x01 : 0);
    data.set(inner, 16);
    chunks.push({ fourcc: "ANMF", data });
  }
  return webpFromChunks(chunks);
}
