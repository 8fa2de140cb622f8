import { describe, expect, it } from "vitest";
import { estimateImage, estimatePdfSize, type PdfFacts, type PdfImageFacts } from "./estimate.ts";

/** A 12 MP phone photo of 2 MB placed on an A4 page: about 550 pixels per inch. */
const PHONE_PHOTO: PdfImageFacts = {
  bytes: 2_000_000,
  pixels: 4032 * 3024,
  ppi: 550,
  photo: true,
  keptAsIs: false,
  deflated: false,
};

describe("estimateImage", () => {
  it("counts only the pixels a level keeps of a finely drawn photo", () => {
    const kept = (200 / 550) ** 2;
    expect(estimateImage(PHONE_PHOTO, "recommended")).toEqual({
      low: Math.round(2_000_000 * kept * 0.1),
      high: Math.round(Math.max(2_000_000 * kept * 1.5, 4032 * 3024 * kept * 0.35)),
    });
    // The stronger the level, the fewer pixels and the smaller the range.
    expect(estimateImage(PHONE_PHOTO, "extreme").high).toBeLessThan(estimateImage(PHONE_PHOTO, "recommended").high);
  });

  it("never promises less than a JPEG at the level's quality needs for the pixels left", () => {
    // Stored far below a JPEG's usual bytes a pixel: its bound is the pixels', not its own bytes'.
    const squeezed = { ...PHONE_PHOTO, bytes: 60_000 };
    expect(estimateImage(squeezed, "recommended").high).toBe(60_000);
  });

  it("keeps what the compressor keeps: 1-bit scans, and deflated images at their resolution", () => {
    const scan = { ...PHONE_PHOTO, photo: false, keptAsIs: true };
    expect(estimateImage(scan, "extreme")).toEqual({ low: 2_000_000, high: 2_000_000 });
    const screenshot = { ...PHONE_PHOTO, photo: false, deflated: true, ppi: 150 };
    expect(estimateImage(screenshot, "recommended")).toEqual({ low: 2_000_000, high: 2_000_000 });
  });

  it("takes a photo that is not drawn finer than the level as re-encoded only", () => {
    const coarse = { ...PHONE_PHOTO, ppi: 150 };
    expect(estimateImage(coarse, "recommended")).toEqual({ low: 200_000, high: 2_000_000 });
  });
});

describe("estimatePdfSize", () => {
  it("gives an 8 MB PDF of four phone photos a useful range, not 1% to all of it", () => {
    const facts: PdfFacts = {
      size: 8_000_000,
      pages: 4,
      images: 4,
      imageBytes: 7_990_000,
      profileBytes: 0,
      imageList: [PHONE_PHOTO, PHONE_PHOTO, PHONE_PHOTO, { ...PHONE_PHOTO, bytes: 1_990_000 }],
    };
    const { low, high } = estimatePdfSize(facts, "recommended");
    expect(low).toBeGreaterThan(100_000);
    expect(high).toBeLessThan(2_500_000);
  });
});
