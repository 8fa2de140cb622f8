/**
 * Whether a file carries an EXIF or XMP block in a format the lossless stripper (strip-lossless.ts)
 * cannot edit: an AVIF or HEIC with an `Exif` or `mime` (XMP) item, a GIF with an XMP extension.
 * Such an original cannot be handed back as it is: its location and camera would go out with it.
 */
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** HEIF item-info entries (`infe`, version 2 or 3) whose item type is EXIF or XMP. */
function heifHasMetadataItem(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0x69); at >= 0 && at + 20 <= bytes.length; at = bytes.indexOf(0x69, at + 1)) {
    if (ascii(bytes, at, 4) !== "infe") continue;
    const version = bytes[at + 4]!;
    if (version < 2) continue;
    // version, flags (4), item id (2 or 4), protection index (2), then the item type.
    const type = ascii(bytes, at + 4 + 4 + (version === 2 ? 2 : 4) + 2, 4);
    if (type === "Exif" || type === "mime") return true;
  }
  return false;
}

const GIF_XMP = [..."XMP DataXMP"].map((c) => c.charCodeAt(0));

function gifHasXmp(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(GIF_XMP[0]!); at >= 0; at = bytes.indexOf(GIF_XMP[0]!, at + 1)) {
    if (GIF_XMP.every((value, i) => bytes[at + i] === value)) return true;
  }
  return false;
}

export function hasUnstrippableMetadata(bytes: Uint8Array, format: string): boolean {
  if (format === "avif" || format === "heic") return heifHasMetadataItem(bytes);
  if (format === "gif") return gifHasXmp(bytes);
  return false;
}
