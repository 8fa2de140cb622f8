/** Messages between the page and the document preview worker. */
import type { ProbedFile } from "../file-item.ts";

export interface DocumentPreviewRequest {
  id: number;
  file: Blob;
}

export interface DocumentPreview {
  /** Null when the file could not be read (the compression job will say why). */
  document: ProbedFile["document"] | null;
  /** The first page, small, as WebP; null when it could not be drawn (or the file is locked). */
  thumbnail: Blob | null;
}
