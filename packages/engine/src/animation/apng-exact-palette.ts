/**
 * The lossless APNG layout when it fits: a palette of every frame's exact colours, transparent
 * ones first so tRNS stays short. The frames are walked once, holding the frame before (a pixel
 * that did not change has its colour counted already) and at most 256 colours; the walk stops at
 * the 257th, as RGBA is then the only exact layout.
 */
import type { RgbaImage } from "../image.ts";
import { withTransparent, wordsOf, type ApngEncoding } from "./apng-pixels.ts";
import type { FrameSequence } from "./frame-sequence.ts";

/** The exact colours' encoding, or null when the frames hold more than 256 colours. */
export async function exactPaletteEncoding(frames: FrameSequence<RgbaImage>): Promise<ApngEncoding | null> {
  const seen = new Set<number>();
  let previous: Uint32Array | null = null;
  for await (const { data } of frames) {
    const words = wordsOf(data);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (previous?.[i] === word || seen.has(word)) continue;
      if (seen.size === 256) return null;
      seen.add(word);
    }
    previous = words;
  }
  const alphaOf = (word: number) => new Uint8Array(new Uint32Array([word]).buffer)[3]!;
  const colors = [...seen].sort((a, b) => alphaOf(a) - alphaOf(b));
  const { layout, shift } = withTransparent(new Uint8Array(new Uint32Array(colors).buffer));
  const indexOf = new Map(colors.map((word, i) => [word, i + shift]));
  return {
    layout,
    store({ data }, before) {
      const words = wordsOf(data);
      const was = before && wordsOf(before.image.data);
      const indices = new Uint8Array(words.length);
      // Looking a colour up is the slow part: a pixel that did not change copies its index, and a
      // run of one colour looks it up once.
      let lastWord = -1;
      let lastIndex = 0;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        if (was?.[i] === word) {
          indices[i] = before!.stored[i]!;
          continue;
        }
        if (word !== lastWord) {
          lastWord = word;
          lastIndex = indexOf.get(word)!;
        }
        indices[i] = lastIndex;
      }
      return indices;
    },
    release() {},
  };
}
