/**
 * The picture a link preview shows for an admin's post (issue 28, item 9): chosen in the editor
 * and made there by our engine into a 1200 × 630 JPEG, the size every preview crops least
 * (og-image.ts). The server checks what it is given against these rules before keeping it.
 */
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../og-image.ts";

export const POST_PICTURE = { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, maxBytes: 200 * 1024 } as const;

/** A baseline or progressive JPEG's width and height from its frame header, or null. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    // Start of frame: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    }
    at += 2 + length;
  }
  return null;
}

/** Why these bytes cannot be a post's picture, or null when they can. */
export function postPictureProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return "Choose a picture first.";
  if (bytes.length > POST_PICTURE.maxBytes) return `A picture may be at most ${POST_PICTURE.maxBytes / 1024} KB.`;
  const size = jpegSize(bytes);
  if (!size) return "The picture must be a JPEG image.";
  if (size.width !== POST_PICTURE.width || size.height !== POST_PICTURE.height) {
    return `The picture must be ${POST_PICTURE.width} × ${POST_PICTURE.height} pixels.`;
  }
  return null;
}
