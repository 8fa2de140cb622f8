/// <reference lib="webworker" />
/**
 * Reads documents for the page, off its thread: a PDF's facts for the size estimate and its first
 * page drawn small for the card. A worker of its own, like the image thumbnails, so a file just
 * added never waits behind (or slows) the compression jobs; one file at a time, since each
 * opening holds the whole document in MuPDF's memory.
 */
import { previewPdf, type PdfPreview } from "@squish/engine";
import type { DocumentPreview, DocumentPreviewRequest } from "./document-preview-protocol.ts";

const WIDTH = 320;

async function toBlob(page: Extract<PdfPreview, { status: "read" }>["firstPage"]): Promise<Blob | null> {
  if (!page || typeof OffscreenCanvas === "undefined") return null;
  const canvas = new OffscreenCanvas(page.width, page.height);
  canvas
    .getContext("2d")!
    .putImageData(new ImageData(page.data as Uint8ClampedArray<ArrayBuffer>, page.width, page.height), 0, 0);
  return canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
}

async function preview(file: Blob): Promise<DocumentPreview> {
  try {
    const found = await previewPdf(new Uint8Array(await file.arrayBuffer()), WIDTH);
    if (found.status === "locked") return { document: { locked: true }, thumbnail: null };
    if (found.status === "unreadable") return { document: null, thumbnail: null };
    return { document: { locked: false, facts: found.facts }, thumbnail: await toBlob(found.firstPage) };
  } catch {
    // Whatever went wrong, the compression job says it in a sentence; the card just has no picture.
    return { document: null, thumbnail: null };
  }
}

let queue: Promise<void> = Promise.resolve();

self.onmessage = ({ data }: MessageEvent<DocumentPreviewRequest>) => {
  queue = queue.then(async () => self.postMessage({ id: data.id, ...(await preview(data.file)) }));
};
