/**
 * Small APNGs made in tests with known frames: each frame a rectangle of one RGBA colour, with its
 * own dispose and blend operation, so the composed result can be worked out by hand. The pixels
 * are stored plainly (RGBA, no filter) to keep this independent of the writer under test.
 */
import { zlibSync } from "fflate";
import { writeApng, type ApngFrameControl } from "../animation/apng-container.ts";

export interface SolidFrame extends ApngFrameControl {
  rgba: [number, number, number, number];
}

export function solidApng(width: number, height: number, frames: SolidFrame[], plays = 0): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header[8] = 8;
  header[9] = 6; // RGBA
  return writeApng({
    plays,
    header,
    before: [],
    frames: frames.map(({ rgba, ...control }) => {
      const row = [0, ...Array.from({ length: control.width }, () => rgba).flat()];
      const raw = Uint8Array.from(Array.from({ length: control.height }, () => row).flat());
      return { ...control, zlib: zlibSync(raw) };
    }),
  });
}
