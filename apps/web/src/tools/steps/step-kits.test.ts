/**
 * One kit per step (issue 29): from the same settings, the tool page, a workspace chain and the
 * command line build the very same engine step, because each goes through the engine's one
 * mapping (`watermarkStepFrom`, `resizeStepFrom`, `cropStepFrom`, `turnStepsFrom`, `convertOutput`) from the shared
 * kit's settings.
 */
import { chainJob, chainPixelSteps, type Step } from "@squish/engine";
import { buildCommand, type CommandOptions } from "@squish/engine/cli-commands";
import type { ChainStep } from "@squish/shared/chain";
import { CONVERT_TARGETS, QUALITY_DEFAULTS } from "@squish/shared/steps/output";
import { DEFAULT_TEXT_WATERMARK, type TextWatermarkSettings } from "@squish/shared/steps/watermark";
import { describe, expect, it } from "vitest";
import { converterRecipe } from "../format-converter/converter-settings.ts";
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
