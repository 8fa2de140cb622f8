/**
 * The size a HEIF file (HEIC) declares for its primary image, read from its boxes without decoding.
 *
 * The size is the `ispe` property of the primary item: `pitm` names that item, `ipco` lists the
 * properties and `ipma` says which belong to which item. The first `ispe` in the file is not good
 * enough: phone photos are a grid of 512 x 512 tiles, each tile an item with its own `ispe`, and a
 * tile's size would let a huge picture past the pixel limit.
 */
import { EngineError } from "../errors.ts";

export interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

export interface BoxList {
  boxes: Box[];
  /** The file ended in the middle of a box: whatever comes after it is missing. */
  cut: boolean;
}

const ascii = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

const cutShort = () => new EngineError("truncated", "This HEIC file is cut short: its header is incomplete.");
const damaged = () => new EngineError("corrupt", "This HEIC file is damaged: its image size cannot be read.");

/**
 * The complete boxes between `start` and `end`. A box running past the end of the file means the
 * file was cut short; one running past the end of its (complete) parent box means it is damaged.
 */
export function readBoxes(view: DataView, start: number, end: number, topLevel = false): BoxList {
  const boxes: Box[] = [];
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const overrun = (): BoxList => {
    if (!topLevel) throw damaged();
    return { boxes, cut: true };
  };
  for (let at = start; at < end;) {
    if (at + 8 > end) return overrun();
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type (large `mdat` boxes).
      if (at + 16 > end) return overrun();
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at; // the last box, running to the end of its parent
    }
    if (size < header) throw damaged();
    if (at + size > end) return overrun();
    boxes.push({ type: ascii(bytes, at + 4), start: at + header, end: at + size });
    at += size;
  }
  return { boxes, cut: false };
}

/** The box of a type in a list; a missing one is damage, or the file's end when it was cut short. */
export function child(list: BoxList, type: string): Box {
  const box = list.boxes.find((b) => b.type === type);
  if (!box) throw list.cut ? cutShort() : damaged();
  return box;
}

/** The property indexes (1-based, into `ipco`) that `ipma` associates with an item. */
export function itemProperties(view: DataView, ipma: Box, itemId: number): number[] {
  const need = (at: number, n: number) => {
    if (at + n > ipma.end) throw damaged();
  };
  need(ipma.start, 8);
  const version = view.getUint8(ipma.start);
  const wideIndexes = (view.getUint8(ipma.start + 3) & 1) === 1;
  const count = view.getUint32(ipma.start + 4);
  let at = ipma.start + 8;
  for (let entry = 0; entry < count; entry++) {
    need(at, version < 1 ? 3 : 5);
    const id = version < 1 ? view.getUint16(at) : view.getUint32(at);
    at += version < 1 ? 2 : 4;
    const associations = view.getUint8(at++);
    need(at, associations * (wideIndexes ? 2 : 1));
    const indexes: number[] = [];
    for (let i = 0; i < associations; i++) {
      // The top bit marks an essential property; the rest is the index.
      indexes.push(wideIndexes ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f);
      at += wideIndexes ? 2 : 1;
    }
    if (id === itemId) return indexes;
  }
  return [];
}

/** Width and height of the primary image of a HEIF file, or a typed error saying why not. */
export function heifPrimarySize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = readBoxes(view, 0, bytes.length, true);
  const types = top.boxes.map((b) => b.type);
  if (!types.includes("meta") && types.includes("moov")) {
    // An image sequence (a burst or an animation) with no still image has only a video track.
    throw new EngineError("unsupported-format", "This HEIF file holds only an image sequence, which is not supported.");
  }
  const meta = child(top, "meta");
  const inMeta = readBoxes(view, meta.start + 4, meta.end); // `meta` starts with a version and flags

  const pitm = child(inMeta, "pitm");
  if (pitm.start + 6 > pitm.end) throw damaged();
  const primary = view.getUint8(pitm.start) === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);

  const iprpBox = child(inMeta, "iprp");
  const iprp = readBoxes(view, iprpBox.start, iprpBox.end);
  const ipcoBox = child(iprp, "ipco");
  const properties = readBoxes(view, ipcoBox.start, ipcoBox.end).boxes;
  for (const ipma of iprp.boxes.filter((b) => b.type === "ipma")) {
    for (const index of itemProperties(view, ipma, primary)) {
      const property = properties[index - 1];
      if (property?.type !== "ispe") continue;
      if (property.start + 12 > property.end) throw damaged();
      return [view.getUint32(property.start + 4), view.getUint32(property.start + 8)];
    }
  }
  throw damaged();
}
