import { describe, expect, it } from "vitest";
import { move, pin, unpin } from "./pin-order.ts";

describe("pinned list changes", () => {
  it("pins at the end, once", () => {
    expect(pin(["a"], "b")).toEqual(["a", "b"]);
    expect(pin(["a", "b"], "a")).toEqual(["a", "b"]);
  });
  it("unpins", () => {
    expect(unpin(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
  it("moves one place and stops at the ends", () => {
    expect(move(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(move(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(move(["a"], "z", 1)).toEqual(["a"]);
  });
});
