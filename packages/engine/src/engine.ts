/**
 * The engine's public face: what the web app, the command line, benchmarks and tests outside this
 * package may use. Everything else is internal and may change. Workers (`./browser-pool`) and the
 * Node loader (`./node`) are separate entries because each pulls in its platform.
 *
 * Codec code loads on first use through dynamic imports, so importing this on a page costs only
 * these small modules.
 */
export {
  GIF_ANIMATION_DEFAULTS,
  GIF_PRESETS,
  gifPreset,
  resolveGifOptions,
  type GifAnimationOptions,
  type GifPreset,
} from "./animation/gif-animation-options.ts";
export { isAnimatedWebp } from "./animation/webp-container.ts";
export { isAnimatedHeader } from "./animation/animated-header.ts";
export type { ApngOptions } from "./animation/write-apng-animation.ts";
export {
  WEBP_ANIMATION_DEFAULTS,
  resolveWebpAnimationOptions,
  type WebpAnimationOptions,
} from "./animation/write-webp-animation.ts";
export { chainJob, chainPixelSteps, type ChainSource } from "./chain/chain-job.ts";
export { chainOutputName, type NamedResult } from "./chain/chain-output-name.ts";
export type { AvifOptions } from "./codecs/avif.ts";
export type { CodecId } from "./codecs/codec.ts";
export type { GifOptions } from "./codecs/gif-encode.ts";
export type { JpegOptions } from "./codecs/jpeg.ts";
export type { PngOptions } from "./codecs/png.ts";
export { WEBP_DEFAULTS, type WebpOptions } from "./codecs/webp.ts";
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.ts";
export type { RgbaImage } from "./image.ts";
export { compressAnimationOutput, compressOutput } from "./kits/compress.ts";
export { gifEncodeOptions, pngEncodeOptions, webpEncodeOptions } from "./kits/compress-options.ts";
export { cropStepFrom, type CropArea } from "./kits/crop.ts";
export { convertOutput } from "./kits/output.ts";
export { fitWithin, resizeStepFrom, type ResizeStepOptions } from "./kits/resize.ts";
export { flipStepFrom, rotateStepFrom, turnStepsFrom } from "./kits/turn.ts";
export { watermarkStepFrom, type LogoMark } from "./kits/watermark.ts";
export { jpegOrientation } from "./metadata/exif-orientation.ts";
export { sourceOrientation } from "./metadata/source-orientation.ts";
export { removedLabels, type MetadataReport } from "./metadata/metadata-report.ts";
export { ratioRect, resolveCrop } from "./ops/crop.ts";
export { fitInside, type Size } from "./ops/fit.ts";
export { planResize, type ResizePlan } from "./ops/resize-plan.ts";
export { WATERMARK_FONTS, isFontId, type FontId, type WatermarkFont } from "./ops/text/fonts.ts";
export { markPositions } from "./ops/watermark-layout.ts";
export { PDF_LEVELS, PDF_LEVEL_NAMES, isPdfLevel, type PdfLevelSettings } from "./pdf/levels.ts";
export { estimatePdfSize, inspectPdf, type PdfFacts, type SizeEstimate } from "./pdf/estimate.ts";
export { previewPdf, type PdfPreview } from "./pdf/preview.ts";
export type * from "./pipeline/job.ts";
export { runJob, type JobHooks } from "./pipeline/run-job.ts";
export { compressToSize, type TargetSizeResult } from "./pipeline/target-size.ts";
export { WorkerPool, type PoolOptions, type RunOptions } from "./pool/worker-pool.ts";
export { probeImage, type ImageHeader } from "./probe.ts";
export { sniffFormat, FORMAT_MIME, SNIFF_BYTES, type SniffedFormat } from "./sniff-format.ts";
export type * from "./steps/step.ts";
