/**
 * A picture an editor can show: the original itself when the browser can draw it, or else (HEIC,
 * BMP on some browsers) a JPEG copy the engine makes on this device. Returns its address and its
 * upright size in pixels, which is what the engine's steps measure in.
 */
import { useEffect, useState } from "react";
import { enginePool } from "./engine-pool.ts";
import type { FileItem } from "./file-item.ts";
import { originalUrl } from "./original-url.ts";

export type DisplayImage =
  | { state: "loading" }
  | { state: "ready"; url: string; width: number; height: number }
  | { state: "failed"; message: string };

function load(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error("The browser cannot show this picture."));
    image.src = url;
  });
}

async function engineCopy(file: File): Promise<string> {
  const result = await enginePool().run(new Uint8Array(await file.arrayBuffer()), {
    kind: "image",
    steps: [],
    output: { format: "jpeg", options: { quality: 85 } },
    firstFrame: true,
  });
  return URL.createObjectURL(new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }));
}

export function useDisplayImage(item: FileItem<unknown>): DisplayImage {
  const [shown, setShown] = useState<DisplayImage>({ state: "loading" });
  useEffect(() => {
    let cancelled = false;
    let copy: string | null = null;
    void (async () => {
      try {
        const url = originalUrl(item.file);
        const size = await load(url);
        if (!cancelled) setShown({ state: "ready", url, ...size });
      } catch {
        try {
          copy = await engineCopy(item.file);
          // Closed while the copy was being made: nobody will show it, so give its memory back.
          if (cancelled) return URL.revokeObjectURL(copy);
          const size = await load(copy);
          if (!cancelled) setShown({ state: "ready", url: copy, ...size });
        } catch (error) {
          if (!cancelled) setShown({ state: "failed", message: (error as Error).message });
        }
      }
    })();
    return () => {
      cancelled = true;
      if (copy) URL.revokeObjectURL(copy);
    };
  }, [item.file]);
  return shown;
}
