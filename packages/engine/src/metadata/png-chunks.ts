/** Reads and writes PNG chunks, for metadata the pixel encoders do not carry (the colour profile). */
export interface PngChunk {
  type: string;
  /** Offset of the chunk's length field. */
  at: number;
  data: Uint8Array;
}

const SIGNATURE_LENGTH = 8;

export function* pngChunks(bytes: Uint8Array): Generator<PngChunk> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = SIGNATURE_LENGTH; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) return;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    yield { type, at, data: bytes.subarray(at + 8, at + 8 + length) };
    if (type === "IEND") return;
    at += 12 + length;
  }
}

let crcTable: Uint32Array | undefined;

export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk's bytes: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * Puts `chunk` right after IHDR (where colour chunks must sit, before PLTE and IDAT) and drops any
 * chunks of the types in `replace`.
 */
export function insertAfterHeader(png: Uint8Array, chunk: Uint8Array, replace: string[]): Uint8Array {
  const parts: Uint8Array[] = [png.subarray(0, SIGNATURE_LENGTH)];
  for (const { type, at, data } of pngChunks(png)) {
    if (replace.includes(type)) continue;
    parts.push(png.subarray(at, at + 12 + data.length));
    if (type === "IHDR") parts.push(chunk);
  }
  return concatBytes(parts);
}

/** The parts one after another in a new array. */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
