import { SideBySideView, OverlayView, ToggleView, type ModeViewProps } from "./mode-views.tsx";
import { SplitStage } from "./split-stage.tsx";
import type { ViewerMode, ViewerSettings } from "./viewer-toolbar.tsx";

interface ViewerStageProps extends ModeViewProps {
  mode: ViewerMode | "toggle";
  settings: ViewerSettings;
  onPositionChange(position: number): void;
}

/** The image area for the current mode. Props are passed one by one: the frame ref must not ride in an object. */
export function ViewerStage(props: ViewerStageProps) {
  const { mode, settings, panZoom, frameRef, aspect, onImageLoad, original, result } = props;
  switch (mode) {
    case "side-by-side":
      return (
        <SideBySideView
          panZoom={panZoom}
          frameRef={frameRef}
          aspect={aspect}
          onImageLoad={onImageLoad}
          original={original}
          result={result}
        />
      );
    case "overlay":
      return (
        <OverlayView
          panZoom={panZoom}
          frameRef={frameRef}
          aspect={aspect}
          onImageLoad={onImageLoad}
          original={original}
          result={result}
          opacity={settings.opacity}
          holding={settings.holding}
        />
      );
    case "split":
      return (
        <SplitStage
          panZoom={panZoom}
          frameRef={frameRef}
          aspect={aspect}
          onImageLoad={onImageLoad}
          before={original}
          after={result}
          position={settings.position}
          onPositionChange={props.onPositionChange}
          className="min-h-0 flex-1 rounded-md border bg-muted/40"
        />
      );
    case "toggle":
      return (
        <ToggleView
          panZoom={panZoom}
          frameRef={frameRef}
          aspect={aspect}
          onImageLoad={onImageLoad}
          original={original}
          result={result}
          showing={settings.showing}
        />
      );
  }
}
