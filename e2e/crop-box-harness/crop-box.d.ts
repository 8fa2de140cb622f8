// The harness imports the component through the web app's "@" alias, which only Vite resolves;
// the e2e type check (no JSX, no alias) sees this outline of its props instead.
declare module "@/tools/steps/crop/crop-box.tsx" {
  import type { FunctionComponent } from "react";

  interface Rect {
    x: number;
    y: number;
    width: number;
    height: number;
  }

  export const CropBox: FunctionComponent<{
    imageUrl: string;
    imageSize: { width: number; height: number };
    rect: Rect;
    ratio: number | null;
    onChange(rect: Rect): void;
    className?: string;
  }>;
}
