/**
 * Edits an EXIF (TIFF) block for carrying it into a compressed file: the orientation is reset to 1
 * (the pixels are already upright; an untouched original keeps its own with `resetOrientation:
 * false`) and, unless the user keeps it, the GPS location is erased, its bytes zeroed, not just
 * unlinked.
 */

const ORIENTATION = 0x0112;
const GPS_POINTER = 0x8825;
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};

export function editExif(tiff: Uint8Array, options: { dropGps: boolean; resetOrientation?: boolean }): Uint8Array {
  const out = tiff.slice();
  if (out.length < 8) return out;
  const little = out[0] === 0x49;
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const ifd0 = view.getUint32(4, little);
  if (ifd0 + 2 > out.length) return out;
  let count = view.getUint16(ifd0, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > out.length) break;
    const tag = view.getUint16(entry, little);
    if (tag === ORIENTATION && options.resetOrientation !== false) view.setUint16(entry + 8, 1, little);
    if (tag === GPS_POINTER && options.dropGps) {
      eraseIfd(out, view, view.getUint32(entry + 8, little), little);
      // Remove the pointer: shift the later entries and the next-IFD offset up by one entry.
      const tail = ifd0 + 2 + count * 12 + 4;
      out.copyWithin(entry, entry + 12, Math.min(tail, out.length));
      out.fill(0, Math.min(tail, out.length) - 12, Math.min(tail, out.length));
      count--;
      view.setUint16(ifd0, count, little);
      i--;
    }
  }
  return out;
}

function eraseIfd(out: Uint8Array, view: DataView, offset: number, little: boolean): void {
  if (offset + 2 > out.length) return;
  const count = view.getUint16(offset, little);
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    if (entry + 12 > out.length) break;
    const size = (TYPE_SIZES[view.getUint16(entry + 2, little)] ?? 1) * view.getUint32(entry + 4, little);
    if (size > 4) {
      const at = view.getUint32(entry + 8, little);
      out.fill(0, Math.min(at, out.length), Math.min(at + size, out.length));
    }
  }
  out.fill(0, offset, Math.min(offset + 2 + count * 12 + 4, out.length));
}
