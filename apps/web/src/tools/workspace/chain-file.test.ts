import { describe, expect, it } from "vitest";
import { chainFile, chainFromHash, chainHash, exportFileName, shareLink } from "./chain-file.ts";

const FILE = chainFile(" Blog — 1600 wide ", [
  { op: "resize", width: 1600 },
  { op: "convert", format: "webp" },
  { op: "rename", pattern: "{name}-{width}w" },
]);

describe("chain files and share links", () => {
  it("carries a chain in a link's hash and reads it back, non-ASCII names included", () => {
    const link = shareLink("https://squish.example", FILE);
    expect(link).toMatch(/^https:\/\/squish\.example\/workspace#chain=[A-Za-z0-9_-]+$/);
    const hash = new URL(link).hash;
    expect(hash).toBe(chainHash(FILE));
    expect(chainFromHash(hash)).toEqual({ ok: true, chain: { ...FILE, name: "Blog — 1600 wide" } });
  });

  it("says nothing when the hash has no chain, and why when the chain is bad", () => {
    expect(chainFromHash("")).toBeNull();
    expect(chainFromHash("#top")).toBeNull();
    expect(chainFromHash("#chain=%%%")).toEqual({
      ok: false,
      error: "This link's chain is damaged (it may have been cut short when copied)",
    });
    const cut = chainHash(FILE).slice(0, 40);
    expect(chainFromHash(cut)).toMatchObject({ ok: false });
    const wrong = chainHash({ ...FILE, steps: [{ op: "rotate", degrees: 45 }] } as never);
    expect(chainFromHash(wrong)).toEqual({
      ok: false,
      error: "This link's chain cannot be used: A rotation must be 90, 180 or 270 degrees (at steps.0.degrees)",
    });
  });

  it("names the exported file after the chain, safely", () => {
    expect(exportFileName("Blog: web/print")).toBe("Blog_ web_print.squish-chain.json");
    expect(exportFileName("   ")).toBe("chain.squish-chain.json");
  });
});
