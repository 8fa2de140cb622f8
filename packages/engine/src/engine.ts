/**
 * The engine's public face: what code outside this package uses (the web app, the end-to-end
 * harness, scripts), and nothing else. The engine's own modules, its command line and its tests
 * import by module path. The job and step types are exported whole: they are what a job and its
 * result are made of. Workers (`./browser-pool`) and the Node loader (`./node`) are separate
 * entries because each pulls in its platform.
 *
 * Codec code loads on first use through dynamic imports, so importing this on a page costs only
 * these small modules.
 */
export { GIF_PRESETS, gifPreset, type GifAnimationOptions } from "./animation/gif-animation-options.ts";
export { isAnimatedHeader } from "./animation/animated-header.ts";
export { gifHasSeveralFrames } from "./animation/gif-frame-walk.ts";
export type { WebpAnimationOptions } from "./animation/write-webp-animation.ts";
export { chainJob, chainPixelSteps, type ChainSource } from "./chain/chain-job.ts";
export { chainOutputName } from "./chain/chain-output-name.ts";
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.ts";
export { compressAnimationOutput, compressOutput } from "./kits/compress.ts";
export { gifEncodeOptions, pngEncodeOptions } from "./kits/compress-options.ts";
export { cropStepFrom } from "./kits/crop.ts";
export { convertOutput } from "./kits/output.ts";
export { fitWithin, resizeStepFrom } from "./kits/resize.ts";
export { turnStepsFrom } from "./kits/turn.ts";
export { watermarkStepFrom } from "./kits/watermark.ts";
export { sourceOrientation } from "./metadata/source-orientation.ts";
export { removedLabels } from "./metadata/metadata-report.ts";
export { planResize } from "./ops/resize-plan.ts";
export { WATERMARK_FONTS, type FontId } from "./ops/text/fonts.ts";
export { PDF_LEVELS } from "./pdf/levels.ts";
export { estimatePdfSize, type PdfFacts, type SizeEstimate } from "./pdf/estimate.ts";
export { previewPdf, type PdfPreview } from "./pdf/preview.ts";
export type * from "./pipeline/job.ts";
export { runJob } from "./pipeline/run-job.ts";
// A type only: pools are made by `createBrowserPool` (`./browser-pool`), which knows the worker.
export type { WorkerPool, RunOptions } from "./pool/worker-pool.ts";
export { probeImage } from "./probe.ts";
export { ssimulacra2 } from "./quality/ssimulacra2.ts";
export { sniffFormat, SNIFF_BYTES, type SniffedFormat } from "./sniff-format.ts";
export type * from "./steps/step.ts";
