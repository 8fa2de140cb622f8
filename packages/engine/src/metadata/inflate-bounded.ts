/** zlib inflation with a ceiling, so a crafted iCCP or zTXt chunk cannot expand into gigabytes. */
import { Unzlib } from "fflate";
import { concatBytes } from "./png-chunks.ts";

/** Real profiles and text blocks are a few hundred bytes to a few hundred KB. */
const DEFAULT_LIMIT = 4 * 1024 * 1024;

/** The inflated bytes, or null when they are damaged, empty or would exceed `limit`. */
export function inflateBounded(compressed: Uint8Array, limit = DEFAULT_LIMIT): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let total = 0;
  let broken = false;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > limit) broken = true;
    else parts.push(chunk);
  });
  try {
    for (let at = 0; at < compressed.length && !broken; at += 65536) {
      inflater.push(compressed.subarray(at, at + 65536), at + 65536 >= compressed.length);
    }
  } catch {
    return null;
  }
  return broken || total === 0 ? null : concatBytes(parts);
}
