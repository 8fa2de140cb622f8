import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { StreamedZip } from "./streamed-zip.ts";

const blob = (text: string) => new Blob([new TextEncoder().encode(text)]);
const read = async (zip: Blob) => unzipSync(new Uint8Array(await zip.arrayBuffer()));

describe("StreamedZip", () => {
  it("streams results in as they come, in folders, and gives a valid archive", async () => {
    const zip = new StreamedZip();
    zip.add({ key: "a", path: "holiday/day 1/compressed_a.jpg", blob: blob("first") });
    zip.add({ key: "b", path: "compressed_b.png", blob: blob("second") });
    expect(zip.holdsExactly(["a", "b"])).toBe(true);
    expect(zip.holdsExactly(["a"])).toBe(false);
    const files = await read(await zip.finish());
    expect(Object.keys(files)).toEqual(["holiday/day 1/compressed_a.jpg", "compressed_b.png"]);
    expect(new TextDecoder().decode(files["compressed_b.png"])).toBe("second");
  });

  it("adds one result once, and gives two files of one name different names", async () => {
    const zip = new StreamedZip();
    zip.add({ key: "a", path: "x.jpg", blob: blob("1") });
    zip.add({ key: "a", path: "x.jpg", blob: blob("1") });
    zip.add({ key: "b", path: "X.jpg", blob: blob("2") });
    expect(Object.keys(await read(await zip.finish()))).toEqual(["x.jpg", "X (2).jpg"]);
  });

  it("is no longer current once closed", async () => {
    const zip = new StreamedZip();
    zip.add({ key: "a", path: "a.jpg", blob: blob("1") });
    await zip.finish();
    expect(zip.holdsExactly(["a"])).toBe(false);
  });
});
