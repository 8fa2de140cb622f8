import { useEffect, useRef } from "react";
import type { Rect, Size } from "./crop-geometry.ts";

interface CropPreviewProps {
  url: string;
  imageSize: Size;
  rect: Rect;
  rotate: 0 | 90 | 180 | 270;
  flipH: boolean;
  flipV: boolean;
}

const PREVIEW = 224;

/** A small live picture of the result: the box, turned and mirrored as it will be saved. */
export function CropPreview({ url, imageSize, rect, rotate, flipH, flipV }: CropPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = new Image();
    let live = true;
    image.onload = () => {
      const target = canvas.current;
      if (!live || !target) return;
      const turned = rotate === 90 || rotate === 270;
      const outW = turned ? rect.height : rect.width;
      const outH = turned ? rect.width : rect.height;
      const scale = Math.min(1, PREVIEW / Math.max(outW, outH));
      target.width = Math.max(1, Math.round(outW * scale));
      target.height = Math.max(1, Math.round(outH * scale));
      const context = target.getContext("2d")!;
      context.save();
      context.translate(target.width / 2, target.height / 2);
      context.scale(flipH ? -1 : 1, flipV ? -1 : 1);
      context.rotate((rotate * Math.PI) / 180);
      const w = rect.width * scale;
      const h = rect.height * scale;
      // The display copy may be the original's own size or not: map the box through its scale.
      const sx = image.naturalWidth / imageSize.width;
      const sy = image.naturalHeight / imageSize.height;
      context.drawImage(image, rect.x * sx, rect.y * sy, rect.width * sx, rect.height * sy, -w / 2, -h / 2, w, h);
      context.restore();
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url, imageSize, rect, rotate, flipH, flipV]);
  return (
    <figure className="space-y-1">
      <canvas
        ref={canvas}
        className="max-w-full rounded border bg-muted"
        role="img"
        aria-label="Preview of the cropped result"
      />
      <figcaption className="text-xs text-muted-foreground">Preview</figcaption>
    </figure>
  );
}
