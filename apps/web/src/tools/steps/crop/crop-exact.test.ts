import { describe, expect, it } from "vitest";
import { typeExact } from "./crop-exact.ts";

const PICTURE = { width: 800, height: 600 };
const WHOLE = { x: 0, y: 0, width: 800, height: 600 };

describe("typeExact", () => {
  it("moves a box that fills the picture to a typed X and shrinks it to fit, saying so", () => {
    const edit = typeExact(WHOLE, "x", 100, PICTURE, null);
    expect(edit.rect).toEqual({ x: 100, y: 0, width: 700, height: 600 });
    expect(edit.note).toBe("The width is now 700 px so the box fits from X 100.");
  });

  it("does the same for Y", () => {
    const edit = typeExact(WHOLE, "y", 250, PICTURE, null);
    expect(edit.rect).toEqual({ x: 0, y: 250, width: 800, height: 350 });
    expect(edit.note).toBe("The height is now 350 px so the box fits from Y 250.");
  });

  it("keeps the box's ratio when it has to shrink", () => {
    const square = { x: 0, y: 0, width: 600, height: 600 };
    const edit = typeExact(square, "x", 500, PICTURE, 1);
    expect(edit.rect).toEqual({ x: 500, y: 0, width: 300, height: 300 });
    expect(edit.note).toBe("The box is now 300 × 300 px, keeping its ratio, so it fits from X 500.");
  });

  it("says nothing when the typed position fits as it is", () => {
    const small = { x: 0, y: 0, width: 200, height: 100 };
    expect(typeExact(small, "x", 300, PICTURE, null)).toEqual({ rect: { ...small, x: 300 }, note: null });
  });

  it("stops a position past the picture at the last place a smallest box fits, and says why", () => {
    const edit = typeExact(WHOLE, "x", 5000, PICTURE, null);
    expect(edit.rect).toEqual({ x: 792, y: 0, width: 8, height: 600 });
    expect(edit.note).toBe(
      "X can be at most 792 in this picture, 800 px wide. The width is now 8 px so the box fits from X 792.",
    );
  });

  it("moves the box back when a typed width does not fit where it is, and says so", () => {
    const edit = typeExact({ x: 500, y: 0, width: 100, height: 100 }, "width", 400, PICTURE, null);
    expect(edit.rect).toEqual({ x: 400, y: 0, width: 400, height: 100 });
    expect(edit.note).toBe("The box moved to X 400, Y 0 so it fits.");
  });

  it("says what the widest box is when a typed width is more than the picture", () => {
    const edit = typeExact({ x: 0, y: 0, width: 100, height: 100 }, "width", 1200, PICTURE, null);
    expect(edit.rect.width).toBe(800);
    expect(edit.note).toBe("Width can be at most 800 px in this picture.");
  });

  it("keeps a ratio through a typed size, saying when the picture limits it", () => {
    expect(typeExact({ x: 0, y: 0, width: 100, height: 100 }, "width", 300, PICTURE, 1)).toEqual({
      rect: { x: 0, y: 0, width: 300, height: 300 },
      note: null,
    });
    const edit = typeExact({ x: 0, y: 0, width: 100, height: 100 }, "width", 700, PICTURE, 1);
    expect(edit.rect).toEqual({ x: 0, y: 0, width: 600, height: 600 });
    expect(edit.note).toBe("The box is 600 × 600 px: the largest of its ratio that fits the picture.");
  });
});
