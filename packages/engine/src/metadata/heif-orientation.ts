/**
 * How a HEIF file (AVIF, HEIC) asks for its primary image to be turned: the `irot` (rotation, a
 * quarter turn anticlockwise per step) and `imir` (mirror) properties of that item, applied in the
 * order `ipma` lists them, as one EXIF orientation (1 to 8). Browsers show AVIFs turned this way;
 * libavif's decoder returns the stored pixels as they are, so the engine turns them itself.
 */
import { child, itemProperties, readBoxes } from "./heif-boxes.ts";

/** Each orientation as the 2 x 2 matrix it applies to (x, y), x to the right and y down. */
const MATRICES: Record<number, readonly [number, number, number, number]> = {
  1: [1, 0, 0, 1],
  2: [-1, 0, 0, 1], // mirror left-right
  3: [-1, 0, 0, -1], // half turn
  4: [1, 0, 0, -1], // mirror top-bottom
  5: [0, 1, 1, 0], // transpose
  6: [0, -1, 1, 0], // quarter turn clockwise
  7: [0, -1, -1, 0], // transverse
  8: [0, 1, -1, 0], // quarter turn anticlockwise
};

/** The orientation that does `first` and then `then`. */
export function composeOrientations(first: number, then: number): number {
  const [a, b, c, d] = MATRICES[then]!;
  const [e, f, g, h] = MATRICES[first]!;
  const product = [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];
  const match = Object.entries(MATRICES).find(([, m]) => m.every((v, i) => v === product[i]));
  return Number(match![0]);
}

/** irot's angle (quarter turns anticlockwise) as an orientation. */
const ROTATIONS = [1, 8, 3, 6];
/** imir's mode: 0 exchanges top and bottom, 1 left and right. */
const MIRRORS = [4, 2];

/** The primary item's orientation, or 1 when it has none or the boxes cannot be read (the decoder says why). */
export function heifOrientation(bytes: Uint8Array): number {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const top = readBoxes(view, 0, bytes.length, true);
    const meta = child(top, "meta");
    const inMeta = readBoxes(view, meta.start + 4, meta.end);
    const pitm = child(inMeta, "pitm");
    const primary = view.getUint8(pitm.start) === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
    const iprpBox = child(inMeta, "iprp");
    const iprp = readBoxes(view, iprpBox.start, iprpBox.end);
    const ipco = child(iprp, "ipco");
    const properties = readBoxes(view, ipco.start, ipco.end).boxes;
    let orientation = 1;
    for (const ipma of iprp.boxes.filter((b) => b.type === "ipma")) {
      for (const index of itemProperties(view, ipma, primary)) {
        const property = properties[index - 1];
        if (property?.type === "irot" && property.start < property.end) {
          orientation = composeOrientations(orientation, ROTATIONS[view.getUint8(property.start) & 3]!);
        } else if (property?.type === "imir" && property.start < property.end) {
          orientation = composeOrientations(orientation, MIRRORS[view.getUint8(property.start) & 1]!);
        }
      }
    }
    return orientation;
  } catch {
    return 1;
  }
}
