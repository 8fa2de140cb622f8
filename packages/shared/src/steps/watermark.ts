/**
 * The watermark step's kit, as people set it (issue 29): its vocabulary (fonts, positions), its
 * text settings in the units people use (per cents, degrees, a position word) and their defaults.
 * The watermark tool, the workspace, saved templates and chains, and `squish watermark` all start
 * from these; the engine's `watermarkStepFrom` is the one place they become an engine step.
 */

/** The watermark fonts by role (decision 15: Inter, Lora, Roboto Mono and Anton). */
export const WATERMARK_FONT_IDS = ["sans", "serif", "mono", "display"] as const;
/** The nine spots a mark can sit at, with a margin from the edges. */
export const WATERMARK_ANCHORS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;
/** Nine anchors, a repeated pattern, or a point of the user's own (`x` and `y`). */
export const WATERMARK_POSITIONS = [...WATERMARK_ANCHORS, "tiled", "custom"] as const;

export type WatermarkFontId = (typeof WATERMARK_FONT_IDS)[number];
export type WatermarkAnchor = (typeof WATERMARK_ANCHORS)[number];
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/**
 * A text watermark's settings: what a template saves and a chain's Watermark step holds. Its schema
 * is beside this file (watermark-fields.ts, which checks that the two agree): zod is loaded only
 * where a template or a chain is checked, never by a page that only needs these values.
 */
export interface TextWatermarkSettings {
  text: string;
  font: WatermarkFontId;
  /** Per cent of the picture's shorter side. */
  size: number;
  color: string;
  /** Per cent: 0 is invisible, 100 opaque. */
  opacity: number;
  /** Degrees, clockwise. */
  rotation: number;
  outline: boolean;
  outlineColor: string;
  shadow: boolean;
  position: WatermarkPosition;
  /** Where the mark's centre goes, as fractions of the width and height; used when position is custom. */
  x: number;
  y: number;
  /** Per cent of the picture's shorter side, between the mark and the edge. */
  margin: number;
}

/** A fresh watermark, in the tool, a new workspace step and on the command line alike. */
export const DEFAULT_TEXT_WATERMARK: TextWatermarkSettings = {
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

/** A logo's width as a per cent of the picture's width, when nobody chose one. */
export const DEFAULT_LOGO_WIDTH = 20;
