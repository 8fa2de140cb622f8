import type { CSSProperties } from "react";

/** The app's focus ring for controls drawn over images, where an outline alone can get lost. */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/**
 * A checkerboard behind the images so transparent pixels read as transparent. Mixed from the
 * foreground colour so the squares show in both the light and the dark theme.
 */
export const checkerboard: CSSProperties = {
  backgroundColor: "var(--color-card)",
  backgroundImage:
    "repeating-conic-gradient(color-mix(in oklab, var(--color-foreground) 12%, transparent) 0% 25%, transparent 0% 50%)",
  backgroundSize: "16px 16px",
};
