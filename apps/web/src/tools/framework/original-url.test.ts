import { resolveObjectURL } from "node:buffer";
import { describe, expect, it } from "vitest";
import { originalUrl, releaseOriginalUrl } from "./original-url.ts";

describe("originalUrl", () => {
  it("makes one URL per file, on first ask, and gives it back on release", () => {
    const file = new File(["photo"], "a.jpg", { type: "image/jpeg" });
    const url = originalUrl(file);
    expect(originalUrl(file)).toBe(url);
    expect(originalUrl(new File(["photo"], "a.jpg"))).not.toBe(url);
    expect(resolveObjectURL(url)).toBeDefined();
    releaseOriginalUrl(file);
    expect(resolveObjectURL(url)).toBeUndefined();
    // Released twice, or never asked for: nothing to do.
    releaseOriginalUrl(file);
    const again = originalUrl(file);
    expect(again).not.toBe(url);
    releaseOriginalUrl(file);
  });
});
