/** Small helpers shared by the engine benchmark's sections (bench/engine.bench.ts). */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import { cpuSnapshot } from "./page-memory.ts";

export const CORES = availableParallelism();

export const ratio = (a: number, b: number) => (a / b).toFixed(3);
export const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
export const megapixels = (image: { width: number; height: number }) => (image.width * image.height) / 1e6;

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

/** The last call's value, the median time of `runs` calls, and every call's time. */
export async function medianTime<T>(runs: number, fn: () => Promise<T>): Promise<[T, number, number[]]> {
  const times: number[] = [];
  let value: T | undefined;
  for (let i = 0; i < runs; i++) {
    const [v, ms] = await time(fn);
    value = v;
    times.push(ms);
  }
  return [value as T, median(times), times];
}

export function rgbaOf(data: Buffer, width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}

/** A sharp pipeline starting from our decoded pixels. */
export function rawOf(image: RgbaImage) {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

export async function decodeWithSharp(bytes: Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return rgbaOf(data, info.width, info.height);
}

/**
 * Runs a section and prints the CPU it and the rest of the machine used meanwhile, so a figure
 * measured while other work ran says so.
 */
export async function section(name: string, run: () => Promise<void>): Promise<void> {
  const before = cpuSnapshot();
  const started = performance.now();
  await run();
  const wallS = (performance.now() - started) / 1000;
  const after = cpuSnapshot();
  const oursS = after.ours - before.ours;
  const otherS = Math.max(0, after.machine - before.machine - oursS);
  console.log(
    `(${name}: ${wallS.toFixed(0)} s; CPU: this process ${oursS.toFixed(0)} core-s, other processes ${otherS.toFixed(0)} core-s = ${((100 * otherS) / (wallS * CORES)).toFixed(0)}% of the machine)`,
  );
}
