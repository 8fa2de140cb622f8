/**
 * Lossy LZW, the idea of gifsicle's --lossy (written anew here; gifsicle is GPL-2.0-only): GIF
 * compresses runs of indices it has seen before, so pixels whose colours are close enough to a run
 * already in the dictionary are given that run's colours. For each code, the dictionary (a trie)
 * is searched for the longest run that stays within the error allowed, pixel by pixel; errors are
 * carried along the run (part of each is added to the next pixel's wish) so areas keep their
 * average colour.
 *
 * This runs as a pass over the indices: it simulates the encoder's dictionary exactly as gifenc's
 * LZW encoder builds it (a new code per run, a clear when 4096 codes are used) and returns the
 * indices the lossy parse decodes to. gifenc's exact encoder then finds the same runs in them
 * (a run ends only where no code continues it exactly), so the file is written by gifenc and the
 * pixels a viewer sees are exactly the ones returned here.
 */
import type { Palette } from "gifenc";

const MAX_CODES = 4096;
/** Part of a pixel's error passed on to the next pixel of the run. */
const CARRY = 0.6;
/** Trie nodes visited at most per code, so a noisy frame cannot make the search explode. */
const SEARCH_BUDGET = 2048;

export interface LossyInput {
  /** Palette indices of the frame rectangle, row by row (changed in place). */
  indices: Uint8Array;
  /** What each pixel should look like (RGBA, 4 bytes per pixel, same order as `indices`). */
  wanted: Uint8Array;
  /** What is on screen under each pixel (RGBA): what the transparent index shows. */
  shown: Uint8Array;
  colors: Palette;
  transparentIndex: number;
  /** LZW minimum code size the writer uses (the palette's bit depth, at least 2). */
  codeSize: number;
  /** Largest RGB distance (Euclidean) a pixel may move. */
  maxError: number;
}

export function lossyLzw({ indices, wanted, shown, colors, transparentIndex, codeSize, maxError }: LossyInput): void {
  const n = indices.length;
  if (n < 2 || maxError <= 0) return;
  const clear = 1 << codeSize;
  // The dictionary as a trie: each code's children in a linked list, with the index each adds.
  const firstChild = new Int16Array(MAX_CODES).fill(-1);
  const nextSibling = new Int16Array(MAX_CODES);
  const parent = new Int16Array(MAX_CODES);
  const childIndex = new Uint8Array(MAX_CODES);
  const limit = maxError * maxError;
  let nextCode = clear + 2;

  // The deepest node reached by the search, and how far it got.
  let bestNode = 0;
  let bestEnd = 0;
  let budget = 0;

  /** Depth-first search of the children of `node` against the pixels from `pos` on. */
  const search = (node: number, pos: number, er: number, eg: number, eb: number): void => {
    if (pos >= n) return;
    const k = indices[pos]!;
    const p = pos * 4;
    const opaque = wanted[p + 3]! >= 128;
    const wr = wanted[p]! + er;
    const wg = wanted[p + 1]! + eg;
    const wb = wanted[p + 2]! + eb;
    for (let child = firstChild[node]!; child >= 0 && budget > 0; child = nextSibling[child]!) {
      const c = childIndex[child]!;
      // The transparent index shows what is on screen; a colour shows itself.
      const t = c === transparentIndex;
      const cr = t ? shown[p]! : colors[c]![0]!;
      const cg = t ? shown[p + 1]! : colors[c]![1]!;
      const cb = t ? shown[p + 2]! : colors[c]![2]!;
      // Transparency is never traded for a colour, nor a colour for it.
      const ok =
        c === k ||
        (opaque && (!t || shown[p + 3]! >= 128) && (cr - wr) ** 2 + (cg - wg) ** 2 + (cb - wb) ** 2 <= limit);
      if (!ok) continue;
      budget--;
      if (pos + 1 > bestEnd) {
        bestEnd = pos + 1;
        bestNode = child;
      }
      if (opaque) search(child, pos + 1, (wr - cr) * CARRY, (wg - cg) * CARRY, (wb - cb) * CARRY);
      else search(child, pos + 1, 0, 0, 0);
    }
  };

  let i = 0;
  while (i < n) {
    const root = indices[i]!;
    bestNode = root;
    bestEnd = i + 1;
    budget = SEARCH_BUDGET;
    search(root, i + 1, 0, 0, 0);
    // Write the chosen run's colours, walking back from its last node.
    for (let node = bestNode, pos = bestEnd - 1; pos > i; pos--) {
      indices[pos] = childIndex[node]!;
      node = parent[node]!;
    }
    if (bestEnd >= n) break;
    // The encoder emits the run and learns it extended by the next pixel, as gifenc does.
    if (nextCode < MAX_CODES) {
      childIndex[nextCode] = indices[bestEnd]!;
      parent[nextCode] = bestNode;
      nextSibling[nextCode] = firstChild[bestNode]!;
      firstChild[bestNode] = nextCode;
      nextCode++;
    } else {
      firstChild.fill(-1);
      nextCode = clear + 2;
    }
    i = bestEnd;
  }
}
