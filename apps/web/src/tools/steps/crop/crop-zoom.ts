// The crop view's zoom, as a factor of the fitted size: 1 shows the whole picture, 4 is 400%.
// Pure so the steps and the wheel curve are tested apart from the DOM.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Where the buttons stop: finer near fit, where a small change already shows more detail. */
export const ZOOM_STEPS: readonly number[] = [1, 1.5, 2, 3, 4];

/** How strongly the wheel zooms: one mouse-wheel notch (about 100 px) is roughly a quarter. */
const WHEEL_SPEED = 0.0025;
/** Caps one event, so a fast flick or a line-based wheel cannot jump from fit to 400%. */
const MAX_WHEEL_PIXELS = 120;

export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : MIN_ZOOM;
}

/** The next step up or down; from between steps (after a pinch) it lands on the nearest step that way. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  const next =
    direction > 0
      ? ZOOM_STEPS.find((step) => step > zoom + epsilon)
      : ZOOM_STEPS.findLast((step) => step < zoom - epsilon);
  return clampZoom(next ?? zoom);
}

/** Ctrl/⌘ + wheel, and a trackpad pinch (which browsers report as Ctrl + wheel): smooth and proportional. */
export function wheelZoom(zoom: number, deltaY: number, deltaMode: number): number {
  // deltaMode: 0 pixels, 1 lines, 2 pages.
  const pixels = deltaMode === 1 ? deltaY * 40 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const capped = Math.min(MAX_WHEEL_PIXELS, Math.max(-MAX_WHEEL_PIXELS, pixels));
  return clampZoom(zoom * Math.exp(-capped * WHEEL_SPEED));
}

export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}
