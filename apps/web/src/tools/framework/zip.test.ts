import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { outputName } from "./download.ts";
import { buildZip, uniqueNames } from "./zip.ts";

describe("buildZip", () => {
  it("stores every file under its own name, byte for byte", async () => {
    const a = new Uint8Array(200_000).map((_, i) => i % 251);
    const b = new Uint8Array([1, 2, 3]);
    const zip = await buildZip([
      { name: "compressed_a.jpg", blob: new Blob([a]), lastModified: Date.UTC(2024, 4, 1) },
      { name: "compressed_a.jpg", blob: new Blob([b]), lastModified: 0 },
    ]);
    expect(zip.type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["compressed_a.jpg", "compressed_a (2).jpg"]);
    expect(files["compressed_a.jpg"]).toEqual(a);
    expect(files["compressed_a (2).jpg"]).toEqual(b);
  });

  it("makes names unique without regard to case", () => {
    expect(uniqueNames(["a.png", "A.png", "a.png", "b"])).toEqual(["a.png", "A (2).png", "a (3).png", "b"]);
  });
});

describe("outputName", () => {
  it("prefixes the name and follows the output format", () => {
    expect(outputName("compressed_", "holiday.JPEG", "jpg")).toBe("compressed_holiday.JPEG");
    expect(outputName("compressed_", "holiday.jpg", "webp")).toBe("compressed_holiday.webp");
    expect(outputName("optimized_", "logo.png", "png")).toBe("optimized_logo.png");
    expect(outputName("optimized_", "noextension", "png")).toBe("optimized_noextension.png");
  });
});
