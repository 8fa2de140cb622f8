// Pure zoom and pan arithmetic, kept apart from React so the rules are easy to read and test.

/**
 * Zoom percentages a view allows, relative to the fitted frame (100 = the whole picture in view);
 * buttons and keys move by `step`, pinch snaps to it on release. Never shown as such: the readout
 * shows the true pixel scale (pixel-scale.ts).
 */
export interface ZoomLimits {
  min: number;
  max: number;
  step: number;
  initial: number;
}

/** The relative zoom at which the frame is fitted to its stage. */
export const FIT_ZOOM = 100;

export const VIEWER_ZOOM: ZoomLimits = { min: 25, max: 400, step: 25, initial: FIT_ZOOM };
export const SLIDER_ZOOM: ZoomLimits = { min: 50, max: 200, step: 25, initial: FIT_ZOOM };

/**
 * Zoom in percent, and pan as a fraction of the fitted frame's size. Fractions rather than pixels
 * keep the pan valid when the window resizes, and let the frame's CSS translate use percentages.
 */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

/** Pinch feels linear to the fingers only when the distance ratio is amplified a little. */
const PINCH_EXPONENT = 1.5;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function clampZoom(zoom: number, limits: ZoomLimits): number {
  return clamp(zoom, limits.min, limits.max);
}

export function snapZoom(zoom: number, limits: ZoomLimits): number {
  return clampZoom(Math.round(zoom / limits.step) * limits.step, limits);
}

/** The next step up or down; from an off-step value (mid-pinch) it lands on the nearest step that way. */
export function stepZoom(zoom: number, direction: 1 | -1, limits: ZoomLimits): number {
  const steps = zoom / limits.step;
  const next = direction > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return clampZoom(next * limits.step, limits);
}

export function pinchZoom(startZoom: number, distanceRatio: number, limits: ZoomLimits): number {
  return clampZoom(startZoom * distanceRatio ** PINCH_EXPONENT, limits);
}

/** At or below fitted size the whole image is already visible, so there is nothing to pan to. */
export function canPan(zoom: number): boolean {
  return zoom > FIT_ZOOM;
}

/** How far the frame may move before its centre would leave the view: half the overflow. */
export function maxPan(zoom: number): number {
  return canPan(zoom) ? (zoom / FIT_ZOOM - 1) / 2 : 0;
}

export function clampView(view: View): View {
  const limit = maxPan(view.zoom);
  return { zoom: view.zoom, x: clamp(view.x, -limit, limit), y: clamp(view.y, -limit, limit) };
}

/** Translate first so the pan is in screen space and does not grow with the zoom. */
export function viewTransform(view: View): string {
  return `translate(${view.x * 100}%, ${view.y * 100}%) scale(${view.zoom / FIT_ZOOM})`;
}
