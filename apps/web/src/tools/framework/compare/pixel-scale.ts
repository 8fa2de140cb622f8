// The true scale a picture is drawn at, as opposed to the zoom relative to "fit" that the
// pan-zoom keeps internally. People read "100%" as one image pixel per screen pixel, so that is
// what the readout must mean; the relative zoom only sets the limits and the steps.
import { clampZoom, FIT_ZOOM, type ZoomLimits } from "./zoom.ts";

export interface Size {
  width: number;
  height: number;
}

/**
 * Image pixels to CSS pixels when the frame is at fitted size: images are drawn `object-contain`,
 * so the side that touches the frame's edge decides.
 */
export function fittedScale(frame: Size, image: Size): number | null {
  if (frame.width <= 0 || frame.height <= 0 || image.width <= 0 || image.height <= 0) return null;
  return Math.min(frame.width / image.width, frame.height / image.height);
}

/** The scale on screen at a relative zoom. */
export function shownScale(fitted: number, zoom: number): number {
  return (fitted * zoom) / FIT_ZOOM;
}

/** The relative zoom that draws one image pixel per CSS pixel. */
export function actualSizeZoom(fitted: number): number {
  return FIT_ZOOM / fitted;
}

/**
 * The nearest the limits allow to 1:1. A photo much larger than the window cannot reach it within
 * 400% of fitted size (nor can a tiny icon within 25%): it goes as far as allowed instead.
 */
export function nearestActualSizeZoom(fitted: number, limits: ZoomLimits): number {
  return clampZoom(actualSizeZoom(fitted), limits);
}

/** Floating point and sub-pixel layout: within a thousandth counts as exactly 1:1. */
export function isActualSize(scale: number | null): boolean {
  return scale !== null && Math.abs(scale - 1) < 1e-3;
}

/** "38%", "250%"; a tenth of a percent below 10%, where whole percents would say 0% or jump. */
export function formatScale(scale: number): string {
  const percent = scale * 100;
  return percent < 9.95 ? `${percent.toFixed(1)}%` : `${Math.round(percent)}%`;
}
