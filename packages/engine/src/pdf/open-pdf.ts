/**
 * Opening a PDF with MuPDF, with sentences for what goes wrong: not a PDF, damaged beyond
 * MuPDF's repair, or locked by a password. A file with only an owner password (printing or
 * copying restricted) opens without one, as in any viewer.
 */
import type { PDFDocument } from "mupdf";
import { EngineError } from "../errors.ts";
import type { MuPdf } from "./mupdf.ts";

const PDF_MAGIC = "%PDF-";

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow some junk (the specification allows 1024 bytes of it).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes(PDF_MAGIC);
}

export interface OpenedPdf {
  doc: PDFDocument;
  encrypted: boolean;
  /** A user password was needed (and given). */
  passwordProtected: boolean;
  pages: number;
}

export function openPdf(mupdf: MuPdf, bytes: Uint8Array, password?: string): OpenedPdf {
  if (!hasPdfHeader(bytes)) {
    throw new EngineError("unsupported-format", "This file is not a PDF: it has no PDF header.");
  }
  let doc: PDFDocument;
  try {
    doc = new mupdf.PDFDocument(bytes);
  } catch (error) {
    throw new EngineError("corrupt", "This PDF is damaged and cannot be opened.", { cause: error });
  }
  const passwordProtected = doc.needsPassword();
  if (passwordProtected) {
    if (password === undefined || password === "") {
      doc.destroy();
      throw new EngineError("password-required", "This PDF is protected by a password. Enter it to compress the file.");
    }
    if (doc.authenticatePassword(password) === 0) {
      doc.destroy();
      throw new EngineError("wrong-password", "That password does not open this PDF. Check it and try again.");
    }
  }
  let pages: number;
  try {
    pages = doc.countPages();
  } catch (error) {
    doc.destroy();
    throw new EngineError("corrupt", "This PDF is damaged: its pages cannot be found.", { cause: error });
  }
  if (pages < 1) {
    doc.destroy();
    throw new EngineError("corrupt", "This PDF is damaged: it has no pages that can be read.");
  }
  const encrypted = !doc.getTrailer().get("Encrypt").isNull();
  return { doc, encrypted, passwordProtected, pages };
}
