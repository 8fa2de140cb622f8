/**
 * An evenly spaced sample of a stream of pixels whose length is not known in advance, in a fixed
 * buffer: every pixel is kept until the buffer is full, then every second one of those kept, then
 * every fourth, and so on (the step doubles each time the buffer fills). While the stream fits,
 * the sample is the stream itself, so small animations get exactly the palette they always had.
 * The GIF palette samples the pixels each frame draws; the APNG palette every pixel of every frame.
 */
export class PixelSample {
  private readonly buffer: Uint8Array;
  private count = 0;
  private step = 1;
  private seen = 0;

  constructor(private readonly capacity: number) {
    this.buffer = new Uint8Array(capacity * 4);
  }

  add(r: number, g: number, b: number, a = 255): void {
    const at = this.seen++;
    if (at % this.step !== 0) return;
    if (this.count === this.capacity) {
      this.halve();
      if (at % this.step !== 0) return;
    }
    const o = this.count++ * 4;
    this.buffer[o] = r;
    this.buffer[o + 1] = g;
    this.buffer[o + 2] = b;
    this.buffer[o + 3] = a;
  }

  /** Every pixel of an RGBA buffer, in order: as adding each, without visiting those the step passes over. */
  addAll(data: Uint8ClampedArray | Uint8Array): void {
    const count = data.length / 4;
    for (let i = 0; i < count;) {
      const skip = (this.step - (this.seen % this.step)) % this.step;
      if (skip >= count - i) {
        this.seen += count - i;
        return;
      }
      this.seen += skip;
      i += skip;
      const p = i++ * 4;
      this.add(data[p]!, data[p + 1]!, data[p + 2]!, data[p + 3]!);
    }
  }

  /** True while every pixel added is held, in the order added. */
  get whole(): boolean {
    return this.step === 1;
  }

  /** Keeps every second pixel held, so the sample spans the stream at twice the step. */
  private halve(): void {
    for (let from = 0, to = 0; from < this.count; from += 2, to++) {
      this.buffer.copyWithin(to * 4, from * 4, from * 4 + 4);
    }
    this.count = Math.ceil(this.count / 2);
    this.step *= 2;
  }

  /** The sampled pixels as RGBA (opaque unless added with an alpha). */
  pixels(): Uint8Array {
    return this.buffer.slice(0, this.count * 4);
  }
}
