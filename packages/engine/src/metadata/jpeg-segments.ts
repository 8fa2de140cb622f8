/** Walks a JPEG's marker segments (APPn, SOFn...) up to the start of the compressed scan. */
export interface JpegSegment {
  marker: number;
  /** Offset of the segment's payload (after the two length bytes). */
  start: number;
  /** Offset just past the payload. */
  end: number;
}

export function* jpegSegments(bytes: Uint8Array): Generator<JpegSegment> {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return;
    yield { marker, start: at + 4, end: at + 2 + length };
    at += 2 + length;
  }
}

function firstFrame(bytes: Uint8Array): JpegSegment | null {
  for (const segment of jpegSegments(bytes)) {
    const isFrame = segment.marker >= 0xc0 && segment.marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(segment.marker);
    if (isFrame) return segment;
  }
  return null;
}

/** Number of colour components of the first frame: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK. */
export function jpegComponentCount(bytes: Uint8Array): number | null {
  const frame = firstFrame(bytes);
  return frame ? (bytes[frame.start + 5] ?? null) : null;
}

/** Bits per sample of the first frame: 8 for nearly every JPEG, 12 for some medical and scientific ones. */
export function jpegPrecision(bytes: Uint8Array): number | null {
  const frame = firstFrame(bytes);
  return frame ? (bytes[frame.start] ?? null) : null;
}
