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
});

const full = fullCorpusDir();
describe.runIf(full)("sniffFormat on the full corpus", () => {
  if (full) checkCorpus(readManifest(full));
});
