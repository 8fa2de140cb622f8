/**
 * For each tool, the setting most likely to hand back the original (issue 22: the seam between a
 * kept original and what is downloaded): how a person sets it on the page, and the same change to
 * the tool's settings object, so the suite can ask the tool's own recipe what it writes then.
 * A tool missing here is checked with the shared output panel's keep setting when it is built on
 * that panel (as `npm run new:tool` writes a tool); any other tool missing here fails the
 * download-contract suite: it must say what its setting is.
 */
import type { Page } from "playwright-core";

export interface KeepSetting {
  /** What the person chooses, in the page's words. */
  label: string;
  apply(page: Page): Promise<void>;
  /** The same choice applied to the tool's settings object (for its recipe). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool's settings have their own shape
  settings(initial: any): any;
}

const panel = (page: Page) => page.getByTestId("settings-panel");
const press = (name: string | RegExp) => (page: Page) =>
  panel(page)
    .getByRole("button", { name, exact: typeof name === "string" })
    .click();

/**
 * The shared output panel's (apps/web/src/tools/steps/output): "Same as original" at quality 100
 * rather than each JPEG's own.
 */
const OUTPUT_PANEL_KEEP: KeepSetting = {
  label: "Same as original, quality 100",
  apply: async (page) => {
    await panel(page).getByLabel("Keep each JPEG's own quality").uncheck();
    await panel(page).getByLabel("Quality", { exact: true }).fill("100");
  },
  settings: (s) => ({ ...s, output: { ...s.output, matchSourceQuality: false, quality: 100 } }),
};

export const KEEP_SETTINGS: Record<string, KeepSetting> = {
  // The top preset (quality 95): the "Kept original" photo that still carried its GPS.
  "jpeg-compress": {
    label: "Maximum Quality",
    apply: press(/^Maximum Quality/),
    settings: (s) => ({ ...s, quality: 95 }),
  },
  // The highest lossy preset (90): a Canon EXIF block was seen kept at "High".
  "webp-compress": { label: "High", apply: press(/^High/), settings: (s) => ({ ...s, quality: 90 }) },
  // "Low" is the lossless level: an APNG was flattened even there.
  "png-optimizer": {
    label: "Low (lossless)",
    apply: (page) =>
      panel(page)
        .getByRole("radio", { name: /^Low\b/ })
        .check(),
    settings: (s) => ({ ...s, level: "lossless" }),
  },
  // The lightest preset: the fewest changes to the frames.
  "gif-compress": { label: "Light", apply: press("Light"), settings: (s) => ({ ...s, preset: "light" }) },
  // The lightest level: the likeliest to give the original back.
  "pdf-compress": {
    label: "Light",
    // The radio itself is visually hidden: its label is what a person clicks.
    apply: (page) =>
      panel(page)
        .locator("label", { has: page.locator('input[value="light"]') })
        .click(),
    settings: (s) => ({ ...s, level: "light" }),
  },
  // The lightest level for every format in the batch.
  "bulk-compress": { label: "Light", apply: press("Light"), settings: (s) => ({ ...s, level: "light" }) },
  // Wider than every test file: pictures are never enlarged, so nothing changes but the encoding.
  "image-resizer": {
    label: "Width 4000",
    apply: (page) => panel(page).getByLabel("Width", { exact: true }).fill("4000"),
    settings: (s) => ({ ...s, resize: { ...s.resize, width: 4000 } }),
  },
  // "Free" keeps the whole picture: no pixel changes, "Same as original" output.
  "image-cropper": {
    label: "Free ratio",
    apply: press("Free"),
    settings: (s) => ({ ...s, crop: { ...s.crop, ratio: "free" } }),
  },
  "watermark-tool": OUTPUT_PANEL_KEEP,
  // "Auto: smallest" may keep the original when no candidate is smaller.
  "format-converter": {
    label: "Auto: smallest",
    apply: async (page) => void (await panel(page).getByLabel("Output format").selectOption("auto")),
    settings: (s) => ({ ...s, output: { ...s.output, format: "auto", quality: 80 } }),
  },
  // The chain's one Compress step made lossless.
  workspace: {
    label: "Compress step lossless",
    apply: async (page) => {
      const lossless = page.getByLabel("Lossless", { exact: true });
      // The step's options open from its header.
      if (!(await lossless.isVisible())) {
        await page
          .getByRole("button", { name: /Compress/, expanded: false })
          .first()
          .click();
      }
      await lossless.check();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    settings: (s) => ({ ...s, steps: s.steps.map((step: any) => ({ ...step, lossless: true })) }),
  },
};

/** A tool's keep setting: its own, or the output panel's when its settings are that panel's alone. */
export function keepSettingFor(id: string, initialSettings: object): KeepSetting | undefined {
  const output = (initialSettings as { output?: { format?: unknown; matchSourceQuality?: unknown } }).output;
  const onOutputPanelAlone =
    Object.keys(initialSettings).length === 1 && output?.format === "same" && output.matchSourceQuality === true;
  return KEEP_SETTINGS[id] ?? (onOutputPanelAlone ? OUTPUT_PANEL_KEEP : undefined);
}
