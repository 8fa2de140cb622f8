/**
 * libwebp's own animation decoder (WebPAnimDecoder, from the `wasm-webp` build), used only in
 * tests as the reference our container reader and compositor must agree with, and to read our
 * written files with code that is not ours.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

interface ReferenceFrame {
  width: number;
  height: number;
  data: Uint8Array;
  /** Milliseconds. */
  duration: number;
}

interface WasmWebpModule {
  decodeAnimation(bytes: Uint8Array, hasAlpha: boolean): ReferenceFrame[] | null;
}

let module: Promise<WasmWebpModule> | undefined;

/** Every composed frame as libwebp's animation decoder gives it (RGBA). */
export async function referenceWebpFrames(bytes: Uint8Array): Promise<ReferenceFrame[]> {
  // The package's own entry imports without file extensions, which Node refuses: load the build.
  module ??= import("wasm-webp/dist/esm/webp-wasm.js").then((m) => m.default() as Promise<WasmWebpModule>);
  const frames = (await module).decodeAnimation(bytes, true);
  if (!frames) throw new Error("libwebp could not decode this animation");
  return frames;
}

/** Debian's `webpinfo` (package webp), which checks a file's structure chunk by chunk; null if absent. */
export const WEBPINFO = existsSync("/usr/bin/webpinfo") ? "/usr/bin/webpinfo" : null;

/** webpinfo's verdict: throws with its report when the file is not valid. */
export function checkWithWebpinfo(path: string): string {
  return execFileSync(WEBPINFO!, ["-quiet", path], { encoding: "utf8" });
}
