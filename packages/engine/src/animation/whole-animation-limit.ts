/**
 * Pixels held by all frames together (200 MB of RGBA), for the one writer that still needs every
 * frame at once: the APNG writer compares all frames to choose its colours and rectangles. Every
 * reader, and the GIF and WebP writers, go one frame at a time and are not bound by this.
 */
import { MAX_PIXELS } from "@squish/shared/limits";

export const MAX_ANIMATION_PIXELS = MAX_PIXELS / 2;
