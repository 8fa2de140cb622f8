import { useState, type SyntheticEvent } from "react";

interface Size {
  width: number;
  height: number;
}

function larger(a: Size | null, b: Size | null): Size | null {
  if (!a) return b;
  if (!b) return a;
  return b.width * b.height > a.width * a.height ? b : a;
}

function known(size: { width?: number; height?: number }): Size | null {
  return size.width && size.height ? { width: size.width, height: size.height } : null;
}

/**
 * The aspect ratio of the frame both images are drawn into: that of the larger image, so a result
 * resized to fewer pixels is stretched to the original's displayed size and details line up.
 * Sizes passed in are used at once; images report theirs on load for anything not passed.
 */
export function useFrameAspect(sizes: { width?: number; height?: number }[] = []) {
  const [loaded, setLoaded] = useState<Size | null>(null);
  const best = sizes.map(known).reduce(larger, loaded);

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    if (width && height) setLoaded((current) => larger(current, { width, height }));
  };

  return { aspect: best ? best.width / best.height : undefined, onImageLoad };
}
