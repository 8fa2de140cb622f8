/**
 * The watermark step's kit, as people set it (issue 29): its vocabulary (fonts, positions), its
 * text settings in the units people use (per cents, degrees, a position word) and their defaults.
 * The watermark tool, the workspace, saved templates and chains, and `squish watermark` all start
 * from these; the engine's `watermarkStepFrom` is the one place they become an engine step.
 */
import { z } from "zod";

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

const colour = (label: string) =>
  z.string().regex(/^#[0-9a-f]{6}$/i, `${label} must be a colour written as # and six hex digits, like #ffffff`);

const between = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** A text watermark's settings: what a template saves and a chain's Watermark step holds. */
export const textWatermarkSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, "The watermark text is required")
      .max(200, "The watermark text may be at most 200 characters"),
    font: z.enum(WATERMARK_FONT_IDS, { error: `The font must be one of ${WATERMARK_FONT_IDS.join(", ")}` }),
    /** Per cent of the picture's shorter side. */
    size: between("Size", 1, 50),
    color: colour("The colour"),
    /** Per cent: 0 is invisible, 100 opaque. */
    opacity: between("Opacity", 0, 100),
    /** Degrees, clockwise. */
    rotation: between("Rotation", -180, 180),
    outline: z.boolean(),
    outlineColor: colour("The outline colour"),
    shadow: z.boolean(),
    position: z.enum(WATERMARK_POSITIONS, {
      error: `The position must be one of ${WATERMARK_POSITIONS.join(", ")}`,
    }),
    /** Where the mark's centre goes, as fractions of the width and height; used when position is custom. */
    x: between("x", 0, 1),
    y: between("y", 0, 1),
    /** Per cent of the picture's shorter side, between the mark and the edge. */
    margin: between("Margin", 0, 20),
  })
  .strict();

export type TextWatermarkSettings = z.infer<typeof textWatermarkSchema>;

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
