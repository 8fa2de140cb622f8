/**
 * Bytes as base64, for pictures sent in a JSON body (a member's picture, a post's preview) or kept
 * in localStorage (the watermark logo). Converted in slices: one spread of a whole picture's bytes
 * would pass more arguments than a call may take.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
