import type { ReactNode, RefObject, SyntheticEvent } from "react";
import { FrameImage } from "./frame-image.tsx";
import { PanZoomStage } from "./pan-zoom-stage.tsx";
import type { StageImage } from "./split-stage.tsx";
import { StageLabel } from "./stage-label.tsx";
import type { PanZoom } from "./use-pan-zoom.ts";

/** A stage that fills the viewer on its own. */
export const SINGLE_STAGE = "min-h-0 flex-1 rounded-md border bg-muted/40";

export interface ModeViewProps {
  panZoom: PanZoom;
  frameRef: RefObject<HTMLDivElement | null>;
  aspect: number | undefined;
  onImageLoad(event: SyntheticEvent<HTMLImageElement>): void;
  original: StageImage;
  result: StageImage;
}

type StageProps = Pick<ModeViewProps, "panZoom" | "frameRef" | "aspect">;

/** One stage filling the viewer, with its label in the corner. */
function SingleStage({ label, children, ...stage }: StageProps & { label: string; children: ReactNode }) {
  return (
    <PanZoomStage {...stage} className={SINGLE_STAGE} overlay={<StageLabel side="left">{label}</StageLabel>}>
      {children}
    </PanZoomStage>
  );
}

/** Two stages sharing one zoom and pan, so the same detail is under the eye on both sides. */
export function SideBySideView({ panZoom, frameRef, aspect, onImageLoad, original, result }: ModeViewProps) {
  return (
    <div className="grid min-h-0 flex-1 grid-cols-2 grid-rows-[minmax(0,1fr)] gap-2">
      {[original, result].map((side, index) => (
        <PanZoomStage
          key={index}
          panZoom={panZoom}
          // Both frames are the same size, so one is enough to measure drags against.
          frameRef={index === 0 ? frameRef : undefined}
          aspect={aspect}
          className="min-h-0 rounded-md border bg-muted/40"
          overlay={<StageLabel side="left">{side.label}</StageLabel>}
        >
          <FrameImage src={side.url} alt={side.alt} onLoad={onImageLoad} />
        </PanZoomStage>
      ))}
    </div>
  );
}

interface OverlayViewProps extends ModeViewProps {
  /** How opaque the result is over the original, 0–100. */
  opacity: number;
  /** "Hold to show original" is down: the original shows whatever the opacity. */
  holding: boolean;
}

/** The result stacked on the original; fading or holding reveals what changed in place. */
export function OverlayView({ onImageLoad, original, result, opacity, holding, ...stage }: OverlayViewProps) {
  const shown = holding ? 0 : opacity;
  const label =
    shown === 0 ? original.label : shown === 100 ? result.label : `${result.label} ${shown}% over ${original.label}`;
  return (
    <SingleStage {...stage} label={label}>
      {/* Hidden when fully covered, so transparent pixels in the result do not show the original. */}
      <FrameImage
        src={original.url}
        alt={original.alt}
        onLoad={onImageLoad}
        style={{ opacity: shown === 100 ? 0 : 1 }}
      />
      <FrameImage src={result.url} alt={result.alt} onLoad={onImageLoad} style={{ opacity: shown / 100 }} />
    </SingleStage>
  );
}

/** One image at a time for small screens; both stay mounted so switching is instant. */
export function ToggleView(props: ModeViewProps & { showing: "original" | "result" }) {
  const { onImageLoad, original, result, showing, ...stage } = props;
  return (
    <SingleStage {...stage} label={showing === "original" ? original.label : result.label}>
      <FrameImage src={original.url} alt={original.alt} onLoad={onImageLoad} hidden={showing !== "original"} />
      <FrameImage src={result.url} alt={result.alt} onLoad={onImageLoad} hidden={showing !== "result"} />
    </SingleStage>
  );
}
