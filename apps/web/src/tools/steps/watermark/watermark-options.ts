/**
 * A watermark as a person chooses it: text (font, size, colour, outline, shadow) or a logo, its
 * opacity and turn, and where it goes (one of nine spots with a margin, tiled, or a spot they
 * dragged it to). Sizes and places are fractions of each picture, so one setting marks a batch of
 * different sizes alike. Shared by the watermark tool and the workspace.
 */
import { TILED_WATERMARK_GAP, type FontId, type WatermarkPosition, type WatermarkStep } from "@squish/engine";

export type MarkPosition = WatermarkPosition | "tiled" | "custom";

/** The text settings: what a signed-in person can save on the server as a template. */
export interface TextMarkSettings {
  text: string;
  font: FontId;
  /** Percent of the picture's shorter side. */
  size: number;
  color: string;
  /** 0 to 100. */
  opacity: number;
  /** Degrees, -180 to 180. */
  rotation: number;
  outline: boolean;
  outlineColor: string;
  shadow: boolean;
  position: MarkPosition;
  /** The dragged-to spot (fractions), used when position is custom. */
  x: number;
  y: number;
  /** Percent of the shorter side. */
  margin: number;
}

export interface Logo {
  name: string;
  bytes: Uint8Array;
}

export interface WatermarkSettings extends TextMarkSettings {
  kind: "text" | "image";
  logo: Logo | null;
  /** The logo's width as a percent of the picture's width. */
  logoSize: number;
}

export const DEFAULT_TEXT_MARK: TextMarkSettings = {
  text: "© Your Name",
  font: "sans",
  size: 5,
  color: "#ffffff",
  opacity: 70,
  rotation: 0,
  outline: false,
  outlineColor: "#000000",
  shadow: true,
  position: "bottom-right",
  x: 0.5,
  y: 0.5,
  margin: 3,
};

export const DEFAULT_WATERMARK: WatermarkSettings = { ...DEFAULT_TEXT_MARK, kind: "text", logo: null, logoSize: 20 };

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
  const placement =
    settings.position === "tiled"
      ? { kind: "tiled" as const, gap: TILED_WATERMARK_GAP }
      : settings.position === "custom"
        ? { kind: "point" as const, x: settings.x, y: settings.y }
        : { kind: "anchor" as const, position: settings.position, margin: settings.margin / 100 };
  const mark =
    settings.kind === "image" && settings.logo
      ? { kind: "image" as const, bytes: settings.logo.bytes, size: settings.logoSize / 100 }
      : {
          kind: "text" as const,
          text: settings.text,
          font: settings.font,
          size: settings.size / 100,
          color: settings.color,
          ...(settings.outline && { outline: { color: settings.outlineColor, width: 0.06 } }),
          ...(settings.shadow && { shadow: true }),
        };
  return { op: "watermark", mark, opacity: settings.opacity / 100, rotation: settings.rotation, placement };
}

/** The text settings alone, as saved in a template (never the logo). */
export function textSettingsOf(settings: WatermarkSettings): TextMarkSettings {
  const { kind: _kind, logo: _logo, logoSize: _size, ...text } = settings;
  return text;
}
