/**
 * Bytes as base64, in slices: spreading a whole file into `String.fromCharCode` overflows the call
 * stack for anything past a few hundred KB.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
