/** WebP through libwebp, lossy or lossless. */
import { initCodec } from "../wasm/wasm-provider.ts";
import { asImageData, decodeOrFail, exactBuffer, QUIET_EMSCRIPTEN, type Codec, type InitWithModule } from "./codec.ts";

export interface WebpOptions {
  quality: number;
  lossless: boolean;
  /** Effort, 0 (fast) to 6 (smallest). */
  method: number;
}

export const WEBP_DEFAULTS: WebpOptions = { quality: 75, lossless: false, method: 4 };

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
    const { quality, lossless, method } = { ...WEBP_DEFAULTS, ...options };
    const lib = await import("@jsquash/webp/encode.js");
    await initCodec("webp_enc", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    const out = await lib.default(asImageData(image), {
      quality,
      lossless: lossless ? 1 : 0,
      method,
      exact: lossless ? 1 : 0,
    });
    return new Uint8Array(out);
  },
};
