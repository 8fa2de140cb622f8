/** Types for the test-only reference decoder's raw Emscripten build (test-support/reference-webp.ts). */
declare module "wasm-webp/dist/esm/webp-wasm.js" {
  const factory: () => Promise<unknown>;
  export default factory;
}
