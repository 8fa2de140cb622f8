import { describe, expect, it } from "vitest";
import { hasTransparency } from "../image.ts";
import { gradient } from "../test-support/fixtures.ts";
import { flatten } from "./flatten.ts";

// Moved from the PNG levels' tests with its subject: the PNG optimizer's "preserve transparency"
// turned off is this operation's white, as a flatten step.
describe("flatten", () => {
  it("flatten onto white when transparency is not kept", () => {
    const flat = flatten(gradient(16, 16, true));
    expect(hasTransparency(flat)).toBe(false);
    expect([...flat.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });
});
