/**
 * One kit per step (issue 29): from the same settings, the tool page, a workspace chain and the
 * command line build the very same engine step, because each goes through the engine's one
 * mapping (`watermarkStepFrom`, `resizeStepFrom`, `cropStepFrom`, `turnStepsFrom`, `convertOutput`,
 * `compressOutput` and `compressAnimationOutput`) from the shared kit's settings.
 */
import {
  chainJob,
  chainPixelSteps,
  compressAnimationOutput,
  compressOutput,
  type ChainSource,
  type Step,
} from "@squish/engine";
import { buildCommand, type CommandOptions } from "@squish/engine/cli-commands";
import type { ChainStep } from "@squish/shared/chain";
import { PNG_LEVELS } from "@squish/shared/compression";
import { GIF_PRESET_IDS } from "@squish/shared/steps/compress";
import { CONVERT_TARGETS, QUALITY_DEFAULTS } from "@squish/shared/steps/output";
import { DEFAULT_TEXT_WATERMARK, type TextWatermarkSettings } from "@squish/shared/steps/watermark";
import { describe, expect, it } from "vitest";
import { bulkRecipe, initialBulkSettings, type BulkSettings } from "../bulk-compress/bulk-settings.ts";
import { converterRecipe } from "../format-converter/converter-settings.ts";
import type { ProbedFile } from "../framework/file-item.ts";
import { gifRecipe, initialGifSettings } from "../gif-compress/gif-settings.ts";
import { initialJpegSettings, jpegRecipe } from "../jpeg-compress/jpeg-settings.ts";
import { initialPngSettings, pngRecipe } from "../png-optimizer/png-settings.ts";
import { initialWebpSettings, webpRecipe, type WebpSettings } from "../webp-compress/webp-settings.ts";
import { draftToStep } from "../workspace/step-adapters.ts";
import { CENTRE } from "../workspace/step-drafts.ts";
import { cropSteps, type CropChoice } from "./crop/crop-options.ts";
import { DEFAULT_RESIZE, resizeStep, type ResizeChoices } from "./resize/resize-options.ts";
import { DEFAULT_WATERMARK, watermarkStep } from "./watermark/watermark-options.ts";

function cliSteps(command: string, options: CommandOptions): readonly Step[] {
  const job = buildCommand(command, options)!.job;
  return job.kind === "document" ? [] : job.steps;
}

/** What the workspace saves for a resize panel's choices, run as a chain. */
function chainResize(choices: ResizeChoices): Step[] {
  const saved = draftToStep({ id: "r", op: "resize", resize: choices });
  if (!saved.ok) throw new Error(saved.error);
  return chainPixelSteps([saved.step]);
}

describe("the watermark kit", () => {
  const cases: { settings: Partial<TextWatermarkSettings>; cli: CommandOptions }[] = [
    { settings: { text: "© Ada" }, cli: { text: "© Ada" } },
    {
      settings: {
        text: "Draft",
        font: "serif",
        size: 8,
        color: "#ff0000",
        opacity: 40,
        rotation: -30,
        position: "top-left",
      },
      cli: {
        text: "Draft",
        font: "serif",
        size: "8",
        color: "#ff0000",
        opacity: "40",
        rotation: "-30",
        position: "top-left",
      },
    },
    {
      settings: { text: "© Ada", position: "tiled", opacity: 25 },
      cli: { text: "© Ada", position: "tiled", opacity: "25" },
    },
  ];

  it.each(cases)("draws one mark from $cli in the page, a chain and the command line", ({ settings, cli }) => {
    const kit: TextWatermarkSettings = { ...DEFAULT_TEXT_WATERMARK, ...settings };
    const page = watermarkStep({ ...DEFAULT_WATERMARK, ...kit });
    const chain: ChainStep = { op: "watermark", settings: kit };
    expect(chainPixelSteps([chain])).toEqual([page]);
    expect(cliSteps("watermark", cli)).toEqual([page]);
  });

  it("stamps a logo at the same width and place in the page and the command line", () => {
    const bytes = new Uint8Array(); // the command line puts the file's bytes in once it has read them
    const page = watermarkStep({
      ...DEFAULT_WATERMARK,
      kind: "image",
      logo: { name: "logo.png", bytes },
      logoSize: 30,
    });
    expect(cliSteps("watermark", { image: "logo.png", size: "30" })).toEqual([page]);
  });
});

describe("the resize kit", () => {
  const cases: { choices: Partial<ResizeChoices>; cli: CommandOptions }[] = [
    { choices: { width: 1600, lockAspect: true, leading: "width" }, cli: { width: "1600" } },
    { choices: { height: 900, lockAspect: true, leading: "height" }, cli: { height: "900" } },
    { choices: { width: 1200, height: 630, lockAspect: false }, cli: { width: "1200", height: "630" } },
    {
      choices: { width: 1080, height: 1080, lockAspect: false, mode: "fill" },
      cli: { width: "1080", height: "1080", mode: "fill" },
    },
    {
      choices: { width: 800, height: 800, lockAspect: false, mode: "stretch", enlarge: true },
      cli: { width: "800", height: "800", mode: "stretch", enlarge: true },
    },
    { choices: { by: "percent", percent: 50 }, cli: { percent: "50" } },
    { choices: { by: "percent", percent: 250, enlarge: true }, cli: { percent: "250", enlarge: true } },
    {
      choices: { by: "preset", preset: "facebook-cover", mode: "fill" },
      cli: { width: "851", height: "315", mode: "fill" },
    },
  ];

  it.each(cases)("gives one size for $cli in the page, a chain and the command line", ({ choices, cli }) => {
    const panel: ResizeChoices = { ...DEFAULT_RESIZE, ...choices };
    const page = resizeStep(panel);
    expect(chainResize(panel)).toEqual([page]);
    expect(cliSteps("resize", cli)).toEqual([page]);
  });
});

describe("the crop kit", () => {
  const cases: { choice: CropChoice; cli: CommandOptions }[] = [
    { choice: { ratio: "16:9", custom: { width: 1, height: 1 } }, cli: { ratio: "16:9" } },
    { choice: { ratio: "1:1", custom: { width: 1, height: 1 } }, cli: { ratio: "1:1" } },
    { choice: { ratio: "custom", custom: { width: 7, height: 5 } }, cli: { ratio: "7:5" } },
  ];

  it.each(cases)("cuts one shape for $cli in the page, a chain and the command line", ({ choice, cli }) => {
    const page = cropSteps(choice, {});
    const saved = draftToStep({ id: "c", op: "crop", crop: choice, focus: CENTRE });
    if (!saved.ok) throw new Error(saved.error);
    expect(chainPixelSteps([saved.step])).toEqual(page);
    expect(cliSteps("crop", cli)).toEqual(page);
  });
});

describe("the output kit's conversion", () => {
  const source = { format: "png" as const, animated: false };
  const converter = (format: (typeof CONVERT_TARGETS)[number], quality: number) =>
    converterRecipe({ output: { format, quality, background: "#ffffff" } }, {}, source);
  const cli = (options: CommandOptions) => buildCommand("convert", options)!.job;

  it.each(CONVERT_TARGETS)("writes %s at its usual quality in the converter, a chain and the command line", (to) => {
    const page = converter(to, QUALITY_DEFAULTS[to]);
    const chain = chainJob([{ op: "convert", format: to }], source);
    expect(chain.output).toEqual(page.output);
    expect(chain.steps).toEqual(page.steps);
    expect(cli({ to }).output).toEqual(page.output);
    expect(cli({ to }).steps).toEqual(page.steps);
  });

  it.each(["jpeg", "webp", "avif", "auto"] as const)("writes %s at an asked quality alike", (to) => {
    const page = converter(to, 60);
    expect(
      chainJob(
        [
          { op: "convert", format: to },
          { op: "compress", quality: 60 },
        ],
        source,
      ).output,
    ).toEqual(page.output);
    expect(cli({ to, quality: "60" }).output).toEqual(page.output);
  });
});

describe("the rotate and flip kit", () => {
  it("turns and mirrors alike in the cropper, a workspace chain and a saved chain", () => {
    const cropper = cropSteps(
      { ratio: "free", custom: { width: 1, height: 1 } },
      { rotate: 90, flipH: true, flipV: true },
    );
    const drafts = [
      draftToStep({ id: "a", op: "rotate", degrees: 90 }),
      draftToStep({ id: "b", op: "flip", direction: "horizontal" }),
      draftToStep({ id: "c", op: "flip", direction: "vertical" }),
    ].map((saved) => {
      if (!saved.ok) throw new Error(saved.error);
      return saved.step;
    });
    const expected: Step[] = [
      { op: "rotate", degrees: 90 },
      { op: "flip", direction: "horizontal" },
      { op: "flip", direction: "vertical" },
    ];
    expect(cropper).toEqual(expected);
    expect(chainPixelSteps(drafts)).toEqual(expected);
    expect(chainPixelSteps(expected as ChainStep[])).toEqual(expected);
  });

  it("adds no step for a file left as it is", () => {
    expect(
      cropSteps({ ratio: "free", custom: { width: 1, height: 1 } }, { rotate: 0, flipH: false, flipV: false }),
    ).toEqual([]);
  });
});

describe("the compress kit", () => {
  const file = (format: ProbedFile["format"], animated = false): ProbedFile => ({
    name: "f",
    size: 1,
    ...(format && { format }),
    ...(animated && { animated }),
  });
  const bulk = (change: Partial<BulkSettings>, probed: ProbedFile) =>
    bulkRecipe({ ...initialBulkSettings(), ...change }, {}, probed).output;
  const chain = (steps: ChainStep[], source: ChainSource) => chainJob(steps, source).output;
  /** What the workspace's Compress panel saves for a quality (or lossless). */
  const workspaceCompress = (quality: number, lossless = false): ChainStep => {
    const saved = draftToStep({ id: "c", op: "compress", quality, lossless });
    if (!saved.ok) throw new Error(saved.error);
    return saved.step;
  };
  const cli = (command: string, options: CommandOptions) => buildCommand(command, options)!.job.output;
  const cliAnimated = (command: string, options: CommandOptions) => buildCommand(command, options)!.animatedJob!.output;
  const webpPage = (change: Partial<WebpSettings>, animated = false) =>
    webpRecipe({ ...initialWebpSettings(null), ...change }, {}, file(animated ? "webp" : "png", animated)).output;

  it("writes a JPEG at one quality in the JPEG and bulk compressors and a workspace chain", () => {
    const kit = compressOutput({ format: "jpeg", quality: 60 });
    expect(jpegRecipe({ ...initialJpegSettings(null), quality: 60 }, {}).output).toEqual(kit);
    expect(bulk({ overrides: { jpeg: 60 } }, file("jpeg"))).toEqual(kit);
    expect(chain([workspaceCompress(60)], { format: "jpeg" })).toEqual(kit);
  });

  it("writes a WebP at one quality in the JPEG and bulk compressors, a chain and the command line", () => {
    const kit = compressOutput({ format: "webp", quality: 70 });
    expect(jpegRecipe({ ...initialJpegSettings(null), quality: 70, output: "webp" }, {}).output).toEqual(kit);
    expect(bulk({ overrides: { webp: 70 } }, file("webp"))).toEqual(kit);
    expect(bulk({ photosTo: "webp", overrides: { webp: 70 } }, file("jpeg"))).toEqual(kit);
    const convert: ChainStep[] = [
      { op: "convert", format: "webp" },
      { op: "compress", quality: 70 },
    ];
    expect(chain(convert, { format: "jpeg" })).toEqual(kit);
    expect(cli("webp", { quality: "70" })).toEqual(kit);
  });

  it("writes an AVIF at one quality in the bulk compressor, a chain and the command line", () => {
    const kit = compressOutput({ format: "avif", quality: 45 });
    expect(bulk({ photosTo: "avif", overrides: { avif: 45 } }, file("jpeg"))).toEqual(kit);
    expect(bulk({ overrides: { avif: 45 } }, file("avif"))).toEqual(kit);
    const convert: ChainStep[] = [
      { op: "convert", format: "avif" },
      { op: "compress", quality: 45 },
    ];
    expect(chain(convert, { format: "png" })).toEqual(kit);
    expect(cli("avif", { quality: "45" })).toEqual(kit);
  });

  it("keeps the source's own format at one quality in the bulk compressor, a chain and squish compress", () => {
    const kit = compressOutput({ format: "same", quality: 55 });
    expect(bulk({ overrides: { jpeg: 55 } }, file(undefined))).toEqual(kit);
    expect(chain([{ op: "compress", quality: 55 }], {})).toEqual(kit);
    expect(cli("compress", { quality: "55" })).toEqual(kit);
  });

  it("writes WebP lossless and near-lossless alike in the WebP compressor and the command line, stills and animations", () => {
    const lossless = compressOutput({ format: "webp", mode: "lossless", effort: 6 });
    expect(webpPage({ mode: "lossless", effort: 6 })).toEqual(lossless);
    expect(cli("webp", { lossless: true, effort: "6" })).toEqual(lossless);
    const near = compressAnimationOutput({ format: "webp", mode: "near-lossless", nearLossless: 40, effort: 5 });
    const nearOptions: CommandOptions = { lossless: true, "near-lossless": "40", effort: "5" };
    expect(webpPage({ mode: "near-lossless", nearLossless: 40, effort: 5 }, true)).toEqual(near);
    expect(cliAnimated("webp", nearOptions)).toEqual(near);
    // A chain's lossless names no effort: libwebp's own, as squish webp --lossless alone.
    const convert: ChainStep[] = [
      { op: "convert", format: "webp" },
      { op: "compress", quality: 50, lossless: true },
    ];
    expect(chain(convert, { format: "png" })).toEqual(cli("webp", { lossless: true }));
  });

  it.each(PNG_LEVELS.map((level) => level.id))(
    "writes a PNG at the %s level alike in the PNG optimizer and the bulk compressor",
    (level) => {
      for (const animated of [false, true]) {
        const page = pngRecipe({ ...initialPngSettings(), level }, {}, { animated }).output;
        const kit = animated
          ? compressAnimationOutput({ format: "png", level })
          : compressOutput({ format: "png", level });
        expect(page).toEqual(kit);
        expect(bulk({ overrides: { png: level } }, file("png", animated))).toEqual(kit);
      }
    },
  );

  it("writes a workspace chain's lossless and Compress 90 on a PNG as the optimizer's lossless and default levels", () => {
    for (const animated of [false, true]) {
      const source = { format: "png", animated } as const;
      const page = (level: "lossless" | "balanced") => pngRecipe({ ...initialPngSettings(), level }, {}, source).output;
      expect(chain([workspaceCompress(90, true)], source)).toEqual(page("lossless"));
      expect(chain([workspaceCompress(90)], source)).toEqual(page("balanced"));
    }
  });

  it.each(GIF_PRESET_IDS)(
    "compresses a GIF with the %s preset alike in the GIF and bulk compressors and the command line",
    (preset) => {
      const kit = compressAnimationOutput({ format: "gif", preset });
      expect(gifRecipe({ ...initialGifSettings(), preset }, {}).output).toEqual(kit);
      expect(bulk({ overrides: { gif: preset } }, file("gif"))).toEqual(kit);
      expect(cli("gif", { preset })).toEqual(kit);
    },
  );

  it("reads a chain's quality on a GIF as the lossy level squish gif is given", () => {
    // Quality 75 is the Strong preset's lossy 80 (95 - lossy / 4).
    const kit = compressAnimationOutput({ format: "gif", lossy: 80 });
    expect(chain([{ op: "compress", quality: 75 }], { format: "gif", animated: true })).toEqual(kit);
    expect(cli("gif", { lossy: "80" })).toEqual(kit);
  });
});
