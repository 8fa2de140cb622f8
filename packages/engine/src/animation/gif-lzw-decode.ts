/**
 * GIF's LZW decoder for one frame's image data. omggif parses the file's structure well, but its
 * own LZW reader only logs a warning when the data stops short and leaves the rest of the frame
 * as it was; the GIF compressor must refuse such a file with a sentence instead, so it reads the
 * pixel data here and says whether the frame was complete.
 */
const MAX_CODES = 4096;

/**
 * Decodes the LZW stream that starts at `offset` (the minimum code size byte) into `length`
 * palette indices. Returns the number of indices the stream really held: less than `length`
 * means a truncated frame.
 */
export function decodeLzw(bytes: Uint8Array, offset: number, output: Uint8Array): number {
  const length = output.length;
  const minCodeSize = bytes[offset] ?? 0;
  if (minCodeSize < 1 || minCodeSize > 11) return 0;
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  // Each code's string is stored as (prefix code, last index, length); strings are written
  // backwards from their end, as every LZW decoder does.
  const prefix = new Int16Array(MAX_CODES);
  const suffix = new Uint8Array(MAX_CODES);
  const lengths = new Uint16Array(MAX_CODES);
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    lengths[i] = 1;
  }
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let out = 0;

  let p = offset + 1;
  let blockLeft = 0;
  let bits = 0;
  let bitCount = 0;
  for (;;) {
    while (bitCount < codeSize) {
      if (blockLeft === 0) {
        blockLeft = bytes[p++] ?? 0;
        if (blockLeft === 0) return out; // data ended without an end code
      }
      if (p >= bytes.length) return out;
      bits |= bytes[p++]! << bitCount;
      bitCount += 8;
      blockLeft--;
    }
    const code = bits & ((1 << codeSize) - 1);
    bits >>>= codeSize;
    bitCount -= codeSize;

    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      previous = -1;
      continue;
    }
    if (code === end) return out;
    if (previous === -1) {
      if (code >= clear) return out; // the first code after a clear must be a colour
      if (out < length) output[out++] = code;
      previous = code;
      continue;
    }
    // A code not yet in the table can only be the one being defined (the KwKwK case).
    let first: number;
    if (code < next) {
      let c = code;
      while (c >= clear) c = prefix[c]!;
      first = c;
    } else if (code === next) {
      let c = previous;
      while (c >= clear) c = prefix[c]!;
      first = c;
    } else {
      return out; // a code from nowhere: damaged data
    }
    if (next < MAX_CODES) {
      prefix[next] = previous;
      suffix[next] = first;
      lengths[next] = lengths[previous]! + 1;
      next++;
      if (next === 1 << codeSize && codeSize < 12) codeSize++;
    }
    // Write the string for `code` backwards from its end.
    const size = lengths[code]!;
    let c = code;
    for (let i = out + size - 1; i >= out; i--) {
      if (i < length) output[i] = suffix[c]!;
      c = prefix[c]!;
    }
    out = Math.min(length, out + size);
    if (out === length) return out; // the frame is full; trailing codes do not matter
    previous = code;
  }
}
