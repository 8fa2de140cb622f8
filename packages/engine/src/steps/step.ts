/**
 * The steps a job applies to an image, in order, between decoding and encoding. Each is plain data
 * (JSON apart from a watermark logo's bytes), so a tool, a bulk batch, a workspace chain and the
 * command line all describe their work the same way, and a saved chain is just this list.
 *
 * Decoding always turns the picture upright first (EXIF orientation), so every step works in the
 * coordinates a person sees: the browser shows photos upright too.
 */
import type { ResizeMode } from "@squish/shared/steps/resize";
import type { FlipDirection, TurnDegrees } from "@squish/shared/steps/turn";
import type { WatermarkAnchor } from "@squish/shared/steps/watermark";
import type { FontId } from "../ops/text/fonts.ts";

/** A point inside the image as fractions of its width and height (0.5, 0.5 is the centre). */
export interface FocusPoint {
  x: number;
  y: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Which part to keep: exact pixels, fractions of the image (the same relative box over a batch of
 * different sizes), or the largest area of a ratio around a focal point.
 */
export type CropRegion =
  | ({ unit: "px" } & PixelRect)
  | ({ unit: "fraction" } & PixelRect)
  | { unit: "ratio"; width: number; height: number; focus?: FocusPoint };

export interface CropStep {
  op: "crop";
  region: CropRegion;
}

/**
 * fit: inside the box, aspect kept. fill: covers the box exactly, cropping around the focus.
 * stretch: exactly the box, aspect ignored. A missing side follows the aspect ratio.
 */
export type { ResizeMode };

export interface ResizeStep {
  op: "resize";
  width?: number;
  height?: number;
  /** Scale both sides by this percentage instead of a box. */
  percent?: number;
  mode?: ResizeMode;
  /** Allow results larger than the source (off by default: enlarging only blurs). */
  enlarge?: boolean;
  focus?: FocusPoint;
  /** Round sides down to even numbers (JPEG's 4:2:0 chroma covers whole blocks). */
  even?: boolean;
}

export interface RotateStep {
  op: "rotate";
  degrees: TurnDegrees;
}

export interface FlipStep {
  op: "flip";
  direction: FlipDirection;
}

/** Paint transparent areas onto a colour (JPEG cannot hold transparency). */
export interface FlattenStep {
  op: "flatten";
  background: string;
}

export interface TextMark {
  kind: "text";
  text: string;
  font: FontId;
  /** The font size (em) as a fraction of the image's shorter side, so it looks the same on any size. */
  size: number;
  color: string;
  outline?: { color: string; /** fraction of the text size */ width: number };
  shadow?: boolean;
}

export interface ImageMark {
  kind: "image";
  /** A PNG, JPEG or WebP logo; it travels to the worker with the job, never to a server. */
  bytes: Uint8Array;
  /** The logo's width as a fraction of the image's width. */
  size: number;
}

export type WatermarkPlacement =
  | { kind: "anchor"; position: WatermarkAnchor; /** fraction of the shorter side */ margin: number }
  /** The mark's centre at a point, as fractions: a spot the person dragged it to. */
  | { kind: "point"; x: number; y: number }
  /** Repeated over the whole image; the gap is a fraction of the mark's own size. */
  | { kind: "tiled"; gap: number };

export interface WatermarkStep {
  op: "watermark";
  mark: TextMark | ImageMark;
  /** 0 to 1. */
  opacity: number;
  /** Degrees, clockwise. */
  rotation: number;
  placement: WatermarkPlacement;
}

export type Step = CropStep | ResizeStep | RotateStep | FlipStep | FlattenStep | WatermarkStep;

export type StepOp = Step["op"];
