/**
 * Puts a colour profile into an AVIF file, so wide-gamut pictures (Display P3 from phones) keep
 * their colours there as they do in JPEG, PNG and WebP. The profile becomes a `colr` box of type
 * `prof` among the primary item's properties; the boxes that hold it grow, and every file offset
 * that points past the metadata (the `iloc` extents into `mdat`) moves by the same amount.
 * Anything unexpected in the file's layout leaves it unchanged rather than risking a broken file.
 */
const ascii = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

interface Box {
  type: string;
  start: number;
  size: number;
}

function boxes(b: Uint8Array, start: number, end: number): Box[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const found: Box[] = [];
  for (let at = start; at < end;) {
    if (at + 8 > end) return null;
    const size = view.getUint32(at);
    if (size < 8 || at + size > end) return null;
    found.push({ type: ascii(b, at + 4), start: at, size });
    at += size;
  }
  return found;
}

function box(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(payload, 8);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `ipma` with one more (non-essential) property for `item`, or null if its layout is not the simple one. */
function withAssociation(ipma: Uint8Array, item: number, property: number): Uint8Array | null {
  const view = new DataView(ipma.buffer, ipma.byteOffset, ipma.byteLength);
  const version = ipma[8]!;
  const flags = (ipma[9]! << 16) | (ipma[10]! << 8) | ipma[11]!;
  const wide = (flags & 1) === 1;
  if (version !== 0 || (!wide && property > 127)) return null;
  const count = view.getUint32(12);
  const parts: Uint8Array[] = [ipma.subarray(8, 16)];
  let at = 16;
  let added = false;
  for (let e = 0; e < count; e++) {
    const id = view.getUint16(at);
    const associations = ipma[at + 2]!;
    const length = associations * (wide ? 2 : 1);
    const entry = ipma.slice(at, at + 3 + length);
    if (id === item) {
      if (associations === 255) return null;
      entry[2] = associations + 1;
      const extra = wide ? new Uint8Array([property >> 8, property & 0xff]) : new Uint8Array([property]);
      parts.push(entry, extra);
      added = true;
    } else {
      parts.push(entry);
    }
    at += 3 + length;
  }
  return added ? box("ipma", concat(parts)) : null;
}

/** `iloc` with every file offset at or past `from` moved by `delta`, or null for layouts not handled. */
function shiftedIloc(iloc: Uint8Array, from: number, delta: number): Uint8Array | null {
  const out = iloc.slice();
  const view = new DataView(out.buffer);
  const version = out[8]!;
  if (version > 1) return null;
  const offsetSize = out[12]! >> 4;
  const lengthSize = out[12]! & 0x0f;
  const baseSize = out[13]! >> 4;
  const indexSize = version === 1 ? out[13]! & 0x0f : 0;
  const read = (at: number, n: number) => (n === 4 ? view.getUint32(at) : n === 0 ? 0 : NaN);
  const write = (at: number, n: number, value: number) => n === 4 && view.setUint32(at, value);
  if (![0, 4].includes(offsetSize) || ![0, 4].includes(baseSize) || ![0, 4].includes(lengthSize)) return null;
  let at = 14;
  const count = view.getUint16(at);
  at += 2;
  for (let i = 0; i < count; i++) {
    at += 2; // item id
    if (version === 1) {
      if ((view.getUint16(at) & 0x0f) !== 0) return null; // data inside the file only
      at += 2;
    }
    at += 2; // data reference index
    const base = read(at, baseSize);
    const baseAt = at;
    at += baseSize;
    const extents = view.getUint16(at);
    at += 2;
    if (baseSize > 0 && base >= from) write(baseAt, baseSize, base + delta);
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = read(at, offsetSize);
      if (baseSize === 0 && offset >= from) write(at, offsetSize, offset + delta);
      at += offsetSize + lengthSize;
    }
  }
  return out;
}

export function avifWithProfile(bytes: Uint8Array, profile: Uint8Array): Uint8Array {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top?.find((b) => b.type === "meta");
  if (!top || !meta) return bytes;
  const inMeta = boxes(bytes, meta.start + 12, meta.start + meta.size);
  const pitm = inMeta?.find((b) => b.type === "pitm");
  const iprp = inMeta?.find((b) => b.type === "iprp");
  const iloc = inMeta?.find((b) => b.type === "iloc");
  if (!inMeta || !pitm || !iprp || !iloc || bytes[pitm.start + 8] !== 0) return bytes;
  const item = new DataView(bytes.buffer, bytes.byteOffset).getUint16(pitm.start + 12);
  const inIprp = boxes(bytes, iprp.start + 8, iprp.start + iprp.size);
  const ipco = inIprp?.find((b) => b.type === "ipco");
  const ipma = inIprp?.find((b) => b.type === "ipma");
  if (!inIprp || !ipco || !ipma || inIprp.length !== 2) return bytes;
  const properties = boxes(bytes, ipco.start + 8, ipco.start + ipco.size);
  if (!properties) return bytes;
  // A profile already there stays: nothing to add.
  if (properties.some((p) => p.type === "colr" && ascii(bytes, p.start + 8) !== "nclx")) return bytes;

  const colr = box("colr", concat([new Uint8Array([0x70, 0x72, 0x6f, 0x66]), profile]));
  const newIpco = box("ipco", concat([bytes.subarray(ipco.start + 8, ipco.start + ipco.size), colr]));
  const newIpma = withAssociation(bytes.subarray(ipma.start, ipma.start + ipma.size), item, properties.length + 1);
  if (!newIpma) return bytes;
  const newIprp = box("iprp", concat([newIpco, newIpma]));
  const delta = newIprp.length - iprp.size;
  const metaEnd = meta.start + meta.size;
  const newIloc = shiftedIloc(bytes.subarray(iloc.start, iloc.start + iloc.size), metaEnd, delta);
  if (!newIloc) return bytes;
  const children = inMeta.map((b) =>
    b === iprp ? newIprp : b === iloc ? newIloc : bytes.subarray(b.start, b.start + b.size),
  );
  const newMeta = box("meta", concat([bytes.subarray(meta.start + 8, meta.start + 12), ...children]));
  return concat([bytes.subarray(0, meta.start), newMeta, bytes.subarray(metaEnd)]);
}
