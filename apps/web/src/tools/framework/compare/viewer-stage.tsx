import { SideBySideView, OverlayView, ToggleView, SINGLE_STAGE, type ModeViewProps } from "./mode-views.tsx";
import { SplitStage } from "./split-stage.tsx";
import type { ViewerMode, ViewerSettings } from "./viewer-toolbar.tsx";

interface ViewerStageProps extends ModeViewProps {
  mode: ViewerMode | "toggle";
  settings: ViewerSettings;
  onPositionChange(position: number): void;
}

/** The image area for the current mode. */
export function ViewerStage({ mode, settings, onPositionChange, ...view }: ViewerStageProps) {
  switch (mode) {
    case "side-by-side":
      return <SideBySideView {...view} />;
    case "overlay":
      return <OverlayView {...view} opacity={settings.opacity} holding={settings.holding} />;
    case "split": {
      const { original, result, ...stage } = view;
      return (
        <SplitStage
          {...stage}
          before={original}
          after={result}
          position={settings.position}
          onPositionChange={onPositionChange}
          className={SINGLE_STAGE}
        />
      );
    }
    case "toggle":
      return <ToggleView {...view} showing={settings.showing} />;
  }
}
