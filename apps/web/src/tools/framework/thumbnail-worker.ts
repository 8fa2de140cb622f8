/// <reference lib="webworker" />
/**
 * Makes the cards' small previews off the main thread: the browser's own decoder reads the file,
 * scaled on the way in, and a WebP of a few kilobytes comes back. Cards then never paint a
 * 12-megapixel original, which keeps a page of many files light and smooth.
 *
 * One file at a time: thirty photos dropped at once are thirty full decodes, and decoding them
 * together would hold them all in memory at the same moment.
 */
const WIDTH = 320;

interface ThumbnailRequest {
  id: number;
  file: Blob;
}

async function thumbnail(file: Blob): Promise<Blob | null> {
  try {
    // Only the width is given, so the height follows the picture's own shape in one decode.
    const bitmap = await createImageBitmap(file, { resizeWidth: WIDTH, resizeQuality: "medium" });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
    bitmap.close();
    // WebP keeps transparency (a logo's checkerboard shows through) and stays small.
    return await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
  } catch {
    return null;
  }
}

let queue: Promise<void> = Promise.resolve();

self.onmessage = ({ data }: MessageEvent<ThumbnailRequest>) => {
  queue = queue.then(async () => self.postMessage({ id: data.id, blob: await thumbnail(data.file) }));
};
