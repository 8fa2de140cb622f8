/** AVIF through libavif (AV1): the smallest files for photos, at a higher encoding cost. */
import { initCodec } from "../wasm/wasm-provider.ts";
import { asImageData, decodeOrFail, exactBuffer, QUIET_EMSCRIPTEN, type Codec, type InitWithModule } from "./codec.ts";

export interface AvifOptions {
  /** 0 to 100, like the other codecs' quality. */
  quality: number;
  lossless: boolean;
  /** Encoder speed, 0 (slowest, smallest) to 10 (fastest). */
  speed: number;
}

export const AVIF_DEFAULTS: AvifOptions = { quality: 50, lossless: false, speed: 6 };

export const avifCodec: Codec<AvifOptions> = {
  id: "avif",
  label: "AVIF",
  mimeType: "image/avif",
  extension: "avif",
  defaultOptions: AVIF_DEFAULTS,

  async decode(bytes) {
    const lib = await import("@jsquash/avif/decode.js");
    await initCodec("avif_dec", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    return decodeOrFail("AVIF", () => lib.default(exactBuffer(bytes)));
  },

  async encode(image, options = {}) {
    const { quality, lossless, speed } = { ...AVIF_DEFAULTS, ...options };
    const lib = await import("@jsquash/avif/encode.js");
    await initCodec("avif_enc", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    const out = await lib.default(asImageData(image), { quality, lossless, speed });
    return new Uint8Array(out);
  },
};
