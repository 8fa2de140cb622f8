/**
 * A member's picture (issue 28, item 2): chosen on their device and shrunk there by our engine to
 * a small WebP, which is the one picture of theirs the server keeps. The server checks what it is
 * given against these rules, so only a small still WebP is ever stored and served from our origin.
 */

/** The side of the square the page makes (the header shows it at 40 px, sharp on 3x screens). */
export const AVATAR_SIDE = 128;
/** A 128 px WebP of a photo is 3-8 KB; anything near this is not what the page makes. */
export const AVATAR_MAX_BYTES = 32 * 1024;
/** Larger than the page ever makes, so a picture from an older page still fits. */
export const AVATAR_MAX_SIDE = 256;
export const AVATAR_TYPE = "image/webp";

/** Said beside the control, so no one wonders where their picture goes. */
export const AVATAR_NOTE = `Shrunk on your device to a ${AVATAR_SIDE} px picture of a few KB. It is the only picture of yours our server keeps, and it goes when you remove it or delete your account.`;

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** A WebP's width and height from its first chunk, or null when the bytes are not a WebP. */
export function webpSize(bytes: Uint8Array): { width: number; height: number; animated: boolean } | null {
  if (bytes.length < 30 || ascii(bytes, 0) !== "RIFF" || ascii(bytes, 8) !== "WEBP") return null;
  const chunk = ascii(bytes, 12);
  const b = (i: number) => bytes[i]!;
  if (chunk === "VP8 ") {
    // A key frame's start code, then 14-bit width and height.
    if (b(23) !== 0x9d || b(24) !== 0x01 || b(25) !== 0x2a) return null;
    return { width: (b(26) | (b(27) << 8)) & 0x3fff, height: (b(28) | (b(29) << 8)) & 0x3fff, animated: false };
  }
  if (chunk === "VP8L") {
    if (b(20) !== 0x2f) return null;
    const bits = b(21) | (b(22) << 8) | (b(23) << 16) | (b(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, animated: false };
  }
  if (chunk === "VP8X") {
    const width = 1 + (b(24) | (b(25) << 8) | (b(26) << 16));
    const height = 1 + (b(27) | (b(28) << 8) | (b(29) << 16));
    return { width, height, animated: (b(20) & 0x02) !== 0 };
  }
  return null;
}

/** Why these bytes cannot be a member's picture, or null when they can. */
export function avatarProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return "Choose a picture first.";
  if (bytes.length > AVATAR_MAX_BYTES) return `A picture may be at most ${AVATAR_MAX_BYTES / 1024} KB.`;
  const size = webpSize(bytes);
  if (!size) return "The picture must be a WebP image.";
  if (size.animated) return "The picture must be a still image.";
  if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE || size.width < 1 || size.height < 1) {
    return `A picture may be at most ${AVATAR_MAX_SIDE} pixels on a side.`;
  }
  return null;
}
