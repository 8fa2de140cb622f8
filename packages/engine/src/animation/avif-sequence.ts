/**
 * Animated AVIF: an image sequence, told by the `avis` brand in its `ftyp` box (major or
 * compatible) or by a `moov` box (the sequence's track) at the top level. Our AVIF decoder
 * (libavif through @jsquash/avif) gives one picture, so the engine refuses such a file rather
 * than keep its first frame without a word.
 */
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

export function isAnimatedAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const ftypSize = u32(bytes, 0);
  if (ascii(bytes, 8, 4) === "avis") return true;
  for (let at = 16; at + 4 <= Math.min(ftypSize, bytes.length); at += 4)
    if (ascii(bytes, at, 4) === "avis") return true;
  // Top-level boxes after ftyp: a movie box holds a sequence track.
  for (let at = ftypSize; at + 8 <= bytes.length;) {
    const size = u32(bytes, at);
    if (ascii(bytes, at + 4, 4) === "moov") return true;
    if (size < 8) return false; // 0 (to the end) or 1 (64-bit size): no further boxes to look at here
    at += size;
  }
  return false;
}
