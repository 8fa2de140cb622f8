/** Reads and writes the chunks of a WebP (RIFF) file, for the colour profile the encoder does not carry. */
export interface RiffChunk {
  fourcc: string;
  data: Uint8Array;
}

const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

export function* webpChunks(bytes: Uint8Array): Generator<RiffChunk> {
  if (bytes.length < 12 || fourcc(bytes, 0) !== "RIFF" || fourcc(bytes, 8) !== "WEBP") return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > bytes.length) return;
    yield { fourcc: fourcc(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) };
    at += 8 + size + (size & 1);
  }
}

const padded = (n: number) => n + (n & 1);

/** Chunks one after another (header, payload, pad byte when odd), as a RIFF file or an ANMF frame holds them. */
export function chunkBytes(chunks: readonly RiffChunk[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + 8 + padded(c.data.length), 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < 4; i++) out[at + i] = chunk.fourcc.charCodeAt(i);
    view.setUint32(at + 4, chunk.data.length, true);
    out.set(chunk.data, at + 8);
    at += 8 + padded(chunk.data.length);
  }
  return out;
}

/** A whole WebP file from its chunks, padded to even sizes as RIFF requires. */
export function webpFromChunks(chunks: readonly RiffChunk[]): Uint8Array {
  const body = chunkBytes(chunks);
  const out = new Uint8Array(12 + body.length);
  out.set([0x52, 0x49, 0x46, 0x46]); // RIFF
  new DataView(out.buffer).setUint32(4, body.length + 4, true);
  out.set([0x57, 0x45, 0x42, 0x50], 8); // WEBP
  out.set(body, 12);
  return out;
}

/**
 * True when a still WebP's picture is lossless (a VP8L bitstream), false when it is lossy (VP8,
 * with ALPH for its transparency). "The same format" keeps that kind: a lossless graphic written
 * again lossily would change its pixels (and usually grow).
 */
export function isLosslessWebp(bytes: Uint8Array): boolean {
  for (const chunk of webpChunks(bytes)) {
    if (chunk.fourcc === "VP8L") return true;
    if (chunk.fourcc === "VP8 ") return false;
  }
  return false;
}
