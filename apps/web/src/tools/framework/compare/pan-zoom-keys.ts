// Maps keys to viewer actions. Kept pure so the component only decides where to listen.

export type PanZoomKeyAction =
  | { type: "zoom-in" }
  | { type: "zoom-out" }
  | { type: "fit" }
  | { type: "actual-size" }
  | { type: "pan"; dx: number; dy: number };

/** One arrow press moves a tenth of the frame: small enough to aim, large enough not to need many. */
const PAN_STEP = 0.1;

/** Arrows move the view like a camera: ArrowRight reveals what is to the right, so the image moves left. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

type KeyInfo = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">;

export function panZoomKeyAction(event: KeyInfo): PanZoomKeyAction | null {
  // Ctrl/Cmd with +, - and 0 is the browser's own page zoom; leave it alone.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case "+":
    case "=":
      return { type: "zoom-in" };
    case "-":
      return { type: "zoom-out" };
    // 0 and 1 as in image viewers and design tools: the whole picture, and one pixel per pixel.
    case "0":
      return { type: "fit" };
    case "1":
      return { type: "actual-size" };
  }
  const arrow = ARROWS[event.key];
  return arrow ? { type: "pan", dx: arrow[0], dy: arrow[1] } : null;
}

/** Controls whose own arrow-key behaviour (sliders, radio groups) must win over panning. */
const ARROW_KEY_CONTROLS =
  "input, textarea, select, [role=radio], [role=radiogroup], [role=slider], [role=tab], [role=menu]";

export function targetUsesArrowKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ARROW_KEY_CONTROLS) !== null;
}
