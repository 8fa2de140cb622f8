import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SNIFF_BYTES, sniffFormat, type SniffedFormat } from "./sniff-format.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest, type CorpusEntry } from "./test-support/corpus.ts";

const KIND_FORMAT: Record<string, SniffedFormat> = {
  photo: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "avif",
  heic: "heic",
  pdf: "pdf",
};

/** The format each wrong-extension file really has, from its manifest note. */
const MISLABELLED: Record<string, SniffedFormat> = {
  "malformed/wrongext-gif-named.jpg": "gif",
  "malformed/wrongext-png-named.jpg": "png",
  "malformed/wrongext-webp-named.png": "webp",
};

function head(entry: CorpusEntry): Uint8Array {
  return readFileSync(entry.absolutePath).subarray(0, SNIFF_BYTES);
}

function checkCorpus(entries: CorpusEntry[]) {
  const valid = entries.filter((e) => e.kind in KIND_FORMAT);
  it.each(valid.map((e) => [e.file, e] as const))("recognises %s", (_, entry) => {
    expect(sniffFormat(head(entry))).toBe(KIND_FORMAT[entry.kind]);
  });
  const mislabelled = entries.filter((e) => e.file in MISLABELLED);
  it.each(mislabelled.map((e) => [e.file, e] as const))("sees through the name of %s", (_, entry) => {
    expect(sniffFormat(head(entry))).toBe(MISLABELLED[entry.file]);
  });
}

describe("sniffFormat on the committed fixtures", () => {
  checkCorpus(readManifest(FIXTURE_CORPUS));

  it("rejects a PNG with a damaged signature and a PDF without a header", () => {
    const byFile = new Map(readManifest(FIXTURE_CORPUS).map((e) => [e.file, e]));
    expect(sniffFormat(head(byFile.get("malformed/pngsuite-xs1n0g01.png")!))).toBeNull();
    expect(sniffFormat(head(byFile.get("malformed/qpdf-ossfuzz-15316.pdf")!))).toBeNull();
  });

  it("answers null for empty and short input instead of throwing", () => {
    expect(sniffFormat(new Uint8Array())).toBeNull();
    expect(sniffFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffFormat(new TextEncoder().encode("....ftypavif"))).toBeNull();
  });

  it("tells HEIC from AVIF by the brands of the ftyp box, AVIF first", () => {
    // An ftyp box: major brand, minor version, compatible brands.
    const ftyp = (major: string, ...compatible: string[]) => {
      const bytes = new TextEncoder().encode(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join("")}`);
      new DataView(bytes.buffer).setUint32(0, bytes.length);
      return bytes;
    };
    expect(sniffFormat(ftyp("heic", "mif1", "heic"))).toBe("heic"); // a phone photo
    expect(sniffFormat(ftyp("mif1", "mif1", "heic", "hevc"))).toBe("heic"); // libheif's example.heic
    expect(sniffFormat(ftyp("msf1", "msf1", "hevc"))).toBe("heic");
    expect(sniffFormat(ftyp("mif1", "mif1", "miaf"))).toBe("heic");
    // AVIF files list the generic HEIF brands too; their own brand wins wherever it sits.
    expect(sniffFormat(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffFormat(ftyp("mif1", "mif1", "miaf", "avif"))).toBe("avif");
    // A generic brand alone, with the rest of the list beyond the bytes given: an AVIF brand may follow.
    const long = ftyp("mif1", "mif1", "miaf", "MA1B", "MiHB", "avif");
    expect(sniffFormat(long)).toBe("avif");
    expect(sniffFormat(long.subarray(0, SNIFF_BYTES))).toBeNull();
    expect(sniffFormat(ftyp("isom", "isom", "mp41"))).toBeNull(); // an MP4 video
  });
});

const full = fullCorpusDir();
describe.runIf(full)("sniffFormat on the full corpus", () => {
  if (full) checkCorpus(readManifest(full));
});
