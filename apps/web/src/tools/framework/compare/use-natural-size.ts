import { useState, type SyntheticEvent } from "react";
import type { Size } from "./pixel-scale.ts";

/**
 * The natural size of the picture at `url`: the size passed in when the caller knows it, else read
 * from whichever <img> showing that URL loads first. Every image of a comparison shares one load
 * handler, so this one picks its own picture out by the `src` it was given.
 */
export function useNaturalSize(url: string, known: { width?: number; height?: number } = {}) {
  const [loaded, setLoaded] = useState<{ url: string; size: Size } | null>(null);
  const size: Size | null =
    known.width && known.height
      ? { width: known.width, height: known.height }
      : loaded?.url === url
        ? loaded.size
        : null;

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    // The attribute, not the `src` property: the property is resolved to an absolute URL.
    if (event.currentTarget.getAttribute("src") === url && width && height) setLoaded({ url, size: { width, height } });
  };

  return { size, onImageLoad };
}
