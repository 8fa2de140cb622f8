import { describe, expect, it } from "vitest";
import { jpegCompressor } from "../jpeg-compress/definition.ts";
import { deriveMessages } from "./tool-messages.ts";

describe("deriveMessages", () => {
  it("keeps the JPEG compressor's guest-cap sentence and gives another tool its own verb", () => {
    expect(jpegCompressor.messages.batchLimited).toEqual({
      title: "Batch Processing Limited",
      description: "Please log in to compress multiple files at once.",
    });
    const optimize = deriveMessages({
      verb: "Optimize",
      noun: "Optimization",
      past: "optimized",
      gerund: "Optimizing",
    });
    expect(optimize.batchLimited.description).toBe("Please log in to optimize multiple files at once.");
  });
});
