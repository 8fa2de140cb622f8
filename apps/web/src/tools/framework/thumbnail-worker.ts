/// <reference lib="webworker" />
/**
 * Makes the cards' small previews off the main thread: the browser's own decoder reads the file,
 * scaled on the way in, and a JPEG of a few kilobytes comes back. Cards then never paint a
 * 12-megapixel original, which keeps a page of many files light and smooth.
 */
const SIZE = 320;

interface ThumbnailRequest {
  id: number;
  file: Blob;
}

self.onmessage = async ({ data }: MessageEvent<ThumbnailRequest>) => {
  try {
    const probe = await createImageBitmap(data.file);
    const scale = Math.min(1, SIZE / Math.max(probe.width, probe.height));
    const width = Math.max(1, Math.round(probe.width * scale));
    const height = Math.max(1, Math.round(probe.height * scale));
    probe.close();
    const bitmap = await createImageBitmap(data.file, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: "medium",
    });
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    // WebP keeps transparency (a logo's checkerboard shows through) and stays small.
    const blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
    self.postMessage({ id: data.id, blob });
  } catch {
    self.postMessage({ id: data.id, blob: null });
  }
};
