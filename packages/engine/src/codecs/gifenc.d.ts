/** The part of gifenc's API the GIF encoder uses (the package ships no types). */
declare module "gifenc" {
  /** Palette entries as `[r, g, b]` (or `[r, g, b, a]` with the rgba4444 format). */
  export type Palette = number[][];
  export type ColorFormat = "rgb565" | "rgb444" | "rgba4444";

  /** Pairwise-nearest-neighbour quantiser; reads `rgba.buffer` whole, so pass an unshared array. */
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: ColorFormat; oneBitAlpha?: boolean | number; clearAlpha?: boolean },
  ): Palette;

  /** Nearest palette index per pixel (cached per rgb565 bin); reads `rgba.buffer` whole too. */
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: ColorFormat,
  ): Uint8Array;

  export interface FrameOptions {
    palette?: Palette;
    transparent?: boolean;
    transparentIndex?: number;
    delay?: number;
    /** -1 writes no NETSCAPE loop block (a still image); 0 loops forever. */
    repeat?: number;
    colorDepth?: number;
    dispose?: number;
  }

  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    /** The bytes written so far, without copying (its length is the write position). */
    bytesView(): Uint8Array;
  }

  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder;
  export default GIFEncoder;
}
