/**
 * The watermark panel's draft: the kit's text settings (packages/shared steps/watermark.ts), or a
 * logo chosen on this device with its width. The engine's `watermarkStepFrom` makes the step, as
 * for a chain and the command line. Shared by the watermark tool and the workspace.
 */
import { watermarkStepFrom, type WatermarkStep } from "@squish/engine";
import { DEFAULT_LOGO_WIDTH, DEFAULT_TEXT_WATERMARK, type TextWatermarkSettings } from "@squish/shared/steps/watermark";

export interface Logo {
  name: string;
  bytes: Uint8Array;
}

export interface WatermarkSettings extends TextWatermarkSettings {
  kind: "text" | "image";
  logo: Logo | null;
  /** The logo's width as a percent of the picture's width. */
  logoSize: number;
}

export const DEFAULT_WATERMARK: WatermarkSettings = {
  ...DEFAULT_TEXT_WATERMARK,
  kind: "text",
  logo: null,
  logoSize: DEFAULT_LOGO_WIDTH,
};

/** Why this watermark cannot be drawn yet, or null when it can. */
export function watermarkBlocked(settings: WatermarkSettings): string | null {
  if (settings.kind === "image") return settings.logo ? null : "Choose a logo first.";
  return settings.text.trim() === "" ? "Type the watermark text first." : null;
}

export const watermarkReady = (settings: WatermarkSettings) => watermarkBlocked(settings) === null;

export function watermarkStep(settings: WatermarkSettings): WatermarkStep {
  const blocked = watermarkBlocked(settings);
  // Never a silent stand-in: a logo mode without a logo must not stamp the default text.
  if (blocked) throw new Error(blocked);
  const logo =
    settings.kind === "image" && settings.logo ? { bytes: settings.logo.bytes, width: settings.logoSize } : undefined;
  return watermarkStepFrom(textSettingsOf(settings), logo);
}

/** The text settings alone, as saved in a template (never the logo). */
export function textSettingsOf(settings: WatermarkSettings): TextWatermarkSettings {
  const { kind: _kind, logo: _logo, logoSize: _size, ...text } = settings;
  return text;
}
