/** Rectangles of pixels, for cropping each frame to the part that changes. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Grows a bounding box pixel by pixel; `rect()` is null while it holds none. */
export class BoundingBox {
  private x0 = Infinity;
  private y0 = Infinity;
  private x1 = -1;
  private y1 = -1;

  add(x: number, y: number): void {
    if (x < this.x0) this.x0 = x;
    if (x > this.x1) this.x1 = x;
    if (y < this.y0) this.y0 = y;
    if (y > this.y1) this.y1 = y;
  }

  addRect(rect: Rect): void {
    this.add(rect.x, rect.y);
    this.add(rect.x + rect.width - 1, rect.y + rect.height - 1);
  }

  rect(): Rect | null {
    if (this.x1 < 0) return null;
    return { x: this.x0, y: this.y0, width: this.x1 - this.x0 + 1, height: this.y1 - this.y0 + 1 };
  }
}
