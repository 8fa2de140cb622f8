/**
 * Product limits, in one place so that the tools, the server and the tests agree.
 * Figures come from the specification (image-tools.md section 9, site-and-accounts.md section 9)
 * and the decisions in shared/spec/README.md (decision 5: guests 15, signed-in 30, bulk 100).
 */

/** Largest file any tool accepts: 10 MB (10,485,760 bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Images a guest can hold in a tool at once. */
export const GUEST_MAX_FILES = 15;

/** Images a signed-in user can hold in a tool at once. */
export const SIGNED_IN_MAX_FILES = 30;

/** Images the bulk compressor takes at once, for everyone. */
export const BULK_MAX_FILES = 100;

/** Uncompressed files at which a signed-in user's JPEG page switches to batch mode. */
export const BATCH_MODE_THRESHOLD = 10;

/** Uncompressed files a guest may run through "Compress All" at once (the JPEG and PDF compressors). */
export const GUEST_COMPRESS_ALL_CAP = 3;

/**
 * Largest decoded image, in pixels. A 10 MB PNG can declare 50,000 x 50,000 pixels (10 GB of RGBA);
 * the engine reads the declared size from the header and refuses anything above this before
 * allocating. 100 megapixels is 400 MB of RGBA, which a phone browser can still hold.
 */
export const MAX_PIXELS = 100_000_000;

/**
 * Frames an animation may have. Animations are read, changed and written one frame at a time, so
 * memory follows one frame's pixels (each frame is held to MAX_PIXELS), not the whole animation;
 * these two bounds only stop a crafted file (a 10 MB GIF can hold hundreds of thousands of tiny
 * frames) from keeping a worker busy for hours. Real animations have hundreds of frames, rarely a
 * few thousand, and last seconds to minutes.
 */
export const MAX_ANIMATION_FRAMES = 20_000;

/** Longest animation, in milliseconds: one hour of playing time. */
export const MAX_ANIMATION_DURATION_MS = 60 * 60 * 1000;

/** Minimum password length for accounts. */
export const PASSWORD_MIN_LENGTH = 6;

/** How many images a visitor may hold at once, by sign-in state. */
export function maxFilesFor(signedIn: boolean): number {
  return signedIn ? SIGNED_IN_MAX_FILES : GUEST_MAX_FILES;
}
