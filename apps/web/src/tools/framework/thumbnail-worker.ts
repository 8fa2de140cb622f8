/// <reference lib="webworker" />
/**
 * Makes the cards' small previews off the main thread, and a WebP of a few kilobytes comes back.
 * Cards then never paint a 12-megapixel original, which keeps a page of many files light and smooth.
 *
 * A large JPEG is read at an eighth of its size (`reducedJpeg`): its decoder can skip most of each
 * block's detail, about a third of a full decode's time, and a photo is then decoded at full size
 * once only, for its job (issue 27). Everything else goes through `createImageBitmap`, which
 * decodes the whole picture and scales it on the way out.
 *
 * One file at a time: thirty photos dropped at once are thirty decodes, and decoding them together
 * would hold them all in memory at the same moment.
 */
import { sniffFormat, SNIFF_BYTES } from "@squish/engine";

const WIDTH = 320;

interface ThumbnailRequest {
  id: number;
  file: Blob;
}

/**
 * The JPEG's first frame decoded at a reduced size (Chromium's decoder scales by 1/8 in the DCT), or
 * null where that is not possible or not big enough for a sharp preview. Only where the browser
 * reports the frame's EXIF rotation: the canvas then draws it upright, as the spec requires.
 */
async function reducedJpeg(file: Blob): Promise<VideoFrame | null> {
  if (typeof ImageDecoder === "undefined") return null;
  if (sniffFormat(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())) !== "jpeg") return null;
  let decoder: ImageDecoder | undefined;
  try {
    if (!(await ImageDecoder.isTypeSupported("image/jpeg"))) return null;
    decoder = new ImageDecoder({ data: file.stream(), type: "image/jpeg", desiredWidth: WIDTH, desiredHeight: WIDTH });
    const { image } = await decoder.decode();
    // Newer than TypeScript's DOM types: a browser without them may not draw the frame upright.
    const { rotation, flip } = image as VideoFrame & { rotation?: unknown; flip?: unknown };
    const drawnUpright = typeof rotation === "number" && typeof flip === "boolean";
    if (drawnUpright && image.displayWidth >= WIDTH) return image;
    image.close();
    return null;
  } catch {
    return null;
  } finally {
    decoder?.close();
  }
}

async function scaledBitmap(file: Blob): Promise<ImageBitmap> {
  // Only the width is given, so the height follows the picture's own shape in one decode.
  return createImageBitmap(file, { resizeWidth: WIDTH, resizeQuality: "medium" });
}

async function thumbnail(file: Blob): Promise<Blob | null> {
  let source: VideoFrame | ImageBitmap | null = null;
  try {
    source = (await reducedJpeg(file)) ?? (await scaledBitmap(file));
    const [width, height] =
      source instanceof ImageBitmap ? [source.width, source.height] : [source.displayWidth, source.displayHeight];
    const scale = Math.min(1, WIDTH / width);
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    const context = canvas.getContext("2d")!;
    context.imageSmoothingQuality = "medium";
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    // WebP keeps transparency (a logo's checkerboard shows through) and stays small.
    return await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
  } catch {
    return null;
  } finally {
    source?.close();
  }
}

let queue: Promise<void> = Promise.resolve();

self.onmessage = ({ data }: MessageEvent<ThumbnailRequest>) => {
  queue = queue.then(async () => self.postMessage({ id: data.id, blob: await thumbnail(data.file) }));
};
