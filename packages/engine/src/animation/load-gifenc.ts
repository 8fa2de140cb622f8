/** gifenc loaded on first use, whichever of its builds the platform picks. */
// The web app's type-check reaches this file without the engine's own ambient declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../codecs/gifenc.d.ts" />
import type * as GifencModule from "gifenc";

export type Gifenc = typeof GifencModule;

export async function loadGifenc(): Promise<Gifenc> {
  const mod = await import("gifenc");
  // Bundlers load gifenc's ES module; Node loads its CommonJS build, whose exports all sit on `default`.
  return typeof mod.quantize === "function" ? mod : (mod.default as unknown as Gifenc);
}
