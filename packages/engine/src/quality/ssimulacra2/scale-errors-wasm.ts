/**
 * Runs a scale of SSIMULACRA 2 through the WebAssembly version of its per-row work
 * (assembly/ssimulacra2.ts, embedded by assembly/build.mjs), which gives the TypeScript version's
 * floats several times faster. Here: the memory layout, each row's linear light copied in, and
 * the 2x2 shrink for the next scale (which stays in TypeScript: a quarter of the pixels, no blur).
 *
 * Compiled synchronously (the module is a few KB, within what browsers allow off and on the main
 * thread), so the metric stays a plain function; one instance serves all six scales of a call, its
 * memory sized by the widest (about 1.8 KB per pixel of width), and is dropped with the call.
 */
import { C2, SUMS_PER_CHANNEL } from "./error-maps.ts";
import { HalfScale, type LinearRows } from "./linear-rows.ts";
import { packedCoefficients, type RecursiveGaussian } from "./recursive-gaussian.ts";
import { RING_ROWS, type MeasureScale } from "./scale-errors.ts";
import { SSIMULACRA2_WASM_BASE64 } from "./ssimulacra2-wasm-bytes.ts";
import { XYB_CONSTANTS } from "./xyb.ts";

interface Ssimulacra2Exports {
  memory: WebAssembly.Memory;
  takeRow(...args: number[]): void;
  emitRow(...args: number[]): void;
}

/** Blurred maps: five per channel. */
const MAPS = 15;

let compiled: WebAssembly.Module | null | undefined;

/** Compiled once per worker; `null` where WebAssembly is missing or refuses the module. */
function ssimulacra2Module(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(SSIMULACRA2_WASM_BASE64), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** Hands out 16-byte-aligned regions of the instance's memory, in order. */
class Layout {
  end = 64;
  take(bytes: number): number {
    const at = this.end;
    this.end = at + Math.ceil(bytes / 16) * 16;
    return at;
  }
}

/** A scale measurer for pictures up to `maxWidth` wide, or `null` where the module cannot run. */
export function wasmScaleMeasure(gaussian: RecursiveGaussian, maxWidth: number): MeasureScale | null {
  const module = ssimulacra2Module();
  if (!module) return null;
  const row = maxWidth * 4;
  const layout = new Layout();
  const blur = layout.take(packedCoefficients(gaussian).byteLength);
  const xyb = layout.take(XYB_CONSTANTS.length * 8);
  const linear = layout.take(6 * row);
  const xybRing = layout.take(6 * RING_ROWS * row);
  const blurredRing = layout.take(MAPS * RING_ROWS * row);
  const sums = layout.take(2 * (row + gaussian.radius * 4));
  const products = layout.take(9 * row);
  const zeros = layout.take(row);
  const states = layout.take(MAPS * 3 * 2 * row);
  const statesEnd = layout.end;
  const outputs = layout.take(MAPS * row);
  const errorSums = layout.take(3 * SUMS_PER_CHANNEL * 8);

  let exports: Ssimulacra2Exports;
  try {
    exports = new WebAssembly.Instance(module, {}).exports as unknown as Ssimulacra2Exports;
    const missing = layout.end - exports.memory.buffer.byteLength;
    if (missing > 0) exports.memory.grow(Math.ceil(missing / 65536));
  } catch {
    return null;
  }
  const { memory, takeRow, emitRow } = exports;
  new Float32Array(memory.buffer, blur, packedCoefficients(gaussian).length).set(packedCoefficients(gaussian));
  new Float64Array(memory.buffer, xyb, XYB_CONSTANTS.length).set(XYB_CONSTANTS);
  const radius = gaussian.radius;

  return (original: LinearRows, distorted: LinearRows, withHalf: boolean) => {
    const { width, height } = original;
    const bytes = new Uint8Array(memory.buffer);
    bytes.fill(0, states, statesEnd);
    const errorSumsView = new Float64Array(memory.buffer, errorSums, 3 * SUMS_PER_CHANNEL);
    errorSumsView.fill(0);
    const linearRows = Array.from(
      { length: 6 },
      (_, i) => new Float32Array(memory.buffer, linear + i * width * 4, width),
    );
    const halves = withHalf ? [new HalfScale(width, height), new HalfScale(width, height)] : null;

    let phase = 0;
    for (let n = 1 - radius; n < height; n++) {
      const below = n + radius - 1;
      const above = n - radius - 1;
      if (below < height) {
        for (const [picture, rows] of [original, distorted].entries()) {
          const linearRow = rows.row(below);
          halves?.[picture]!.add(below, linearRow);
          for (let c = 0; c < 3; c++) linearRows[picture * 3 + c]!.set(linearRow[c]!);
        }
        takeRow(width, radius, below, blur, xyb, linear, xybRing, blurredRing, sums, products);
      }
      emitRow(
        width,
        n,
        above >= 0 ? above : -1,
        below < height ? below : -1,
        blur,
        blurredRing,
        xybRing,
        zeros,
        states,
        phase,
        outputs,
        errorSums,
        C2,
      );
      phase = 1 - phase;
    }
    const pixels = width * height;
    return {
      means: Float64Array.from(errorSumsView, (sum) => sum / pixels),
      half: halves ? [halves[0]!.result(), halves[1]!.result()] : null,
    };
  };
}
