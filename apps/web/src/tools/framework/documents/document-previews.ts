/**
 * The page's side of document previews: a file is read once by the preview worker, and both the
 * probe (its facts, for the estimate and the page count) and the card's picture come from that
 * one reading. The worker starts with the first document and stops after a while without any,
 * giving MuPDF's memory back.
 */
import { sniffFormat, SNIFF_BYTES } from "@squish/engine";
import type { ProbedFile } from "../file-item.ts";
import type { DocumentPreview } from "./document-preview-protocol.ts";

const IDLE_MS = 20_000;
const NOTHING: DocumentPreview = { document: null, thumbnail: null };

let worker: Worker | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const waiting = new Map<number, (preview: DocumentPreview) => void>();
const readings = new WeakMap<File, Promise<DocumentPreview>>();

/** Files the document worker reads: PDFs by type or name (the header decides what they really are). */
export function isDocumentFile(file: File): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

function stop(): void {
  worker?.terminate();
  worker = undefined;
  for (const resolve of waiting.values()) resolve(NOTHING);
  waiting.clear();
}

function previewWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL("./document-preview-worker.ts", import.meta.url), {
      type: "module",
      name: "squish-documents",
    });
    worker.onmessage = ({ data }: MessageEvent<DocumentPreview & { id: number }>) => {
      waiting.get(data.id)?.({ document: data.document, thumbnail: data.thumbnail });
      waiting.delete(data.id);
      clearTimeout(idleTimer);
      if (waiting.size === 0) idleTimer = setTimeout(stop, IDLE_MS);
    };
    // A worker that fails to start or crashes answers nobody: every wait ends with "nothing known".
    worker.onerror = stop;
  }
  clearTimeout(idleTimer);
  return worker;
}

function read(file: File): Promise<DocumentPreview> {
  let reading = readings.get(file);
  if (!reading) {
    reading = new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      previewWorker().postMessage({ id, file });
    });
    readings.set(file, reading);
  }
  return reading;
}

/** The probe of a document: its real format from the header, and its facts from the worker. */
export async function probeDocument(file: File): Promise<ProbedFile> {
  const base = { name: file.name, size: file.size };
  const format = sniffFormat(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (format !== "pdf") return format ? { ...base, format } : base;
  const { document } = await read(file);
  return document ? { ...base, format, document } : { ...base, format };
}

/** The card's picture of a document: its first page, small. */
export async function documentThumbnail(file: File): Promise<Blob | null> {
  return (await read(file)).thumbnail;
}
