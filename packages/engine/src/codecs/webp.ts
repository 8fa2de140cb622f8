/** WebP through libwebp, lossy or lossless. */
import { initCodec } from "../wasm/wasm-provider.ts";
import { asImageData, decodeOrFail, exactBuffer, QUIET_EMSCRIPTEN, type Codec, type InitWithModule } from "./codec.ts";

export interface WebpOptions {
  quality: number;
  lossless: boolean;
  /** Effort, 0 (fast) to 6 (smallest). */
  method: number;
  /**
   * With lossless: 100 is exact; lower values let libwebp nudge pixel values first so they
   * compress better (near-lossless), 60 being its usual "visually lossless" choice.
   */
  nearLossless: number;
  /** Lossy only: quality of the transparency plane, 0 to 100 (100 keeps it lossless). */
  alphaQuality: number;
  /**
   * Keep the colour under fully transparent pixels. Lossless sets it so a picture's hidden
   * colours survive; the animation writer turns it off for frames blended over the canvas.
   */
  exact?: boolean;
}

export const WEBP_DEFAULTS: WebpOptions = {
  quality: 75,
  lossless: false,
  method: 4,
  nearLossless: 100,
  alphaQuality: 100,
};

export const webpCodec: Codec<WebpOptions> = {
  id: "webp",
  label: "WebP",
  mimeType: "image/webp",
  extension: "webp",
  defaultOptions: WEBP_DEFAULTS,

  async decode(bytes) {
    const lib = await import("@jsquash/webp/decode.js");
    await initCodec("webp_dec", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    return decodeOrFail("WebP", () => lib.default(exactBuffer(bytes)));
  },

  async encode(image, options = {}) {
    const { quality, lossless, method, nearLossless, alphaQuality, exact } = { ...WEBP_DEFAULTS, ...options };
    const lib = await import("@jsquash/webp/encode.js");
    await initCodec("webp_enc", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    const out = await lib.default(asImageData(image), {
      quality,
      lossless: lossless ? 1 : 0,
      method,
      near_lossless: lossless ? nearLossless : 100,
      alpha_quality: alphaQuality,
      // libwebp skips near-lossless when asked to keep hidden colours exactly.
      exact: (exact ?? (lossless && nearLossless === 100)) ? 1 : 0,
    });
    return new Uint8Array(out);
  },
};
