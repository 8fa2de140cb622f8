/**
 * The CMYK profile a page says its DeviceCMYK colours mean (`/DefaultCMYK [/ICCBased ...]` in the
 * page resources, as in PDF/X files). Viewers draw DeviceCMYK images through it, so converting
 * them to RGB must use it too, or colours shift. Returns null when no page names one; `"mixed"`
 * when pages disagree, in which case CMYK images are left as they are.
 */
import type { ColorSpace, PDFDocument } from "mupdf";
import type { MuPdf } from "./mupdf.ts";

export function defaultCmyk(mupdf: MuPdf, doc: PDFDocument): ColorSpace | null | "mixed" {
  let found: number | null = null;
  let profile: ColorSpace | null = null;
  for (let index = 0; index < doc.countPages(); index++) {
    // Null objects from mupdf.js cannot be read further, so each step is checked.
    const resources = doc.findPage(index).getInheritable("Resources");
    if (resources.isNull()) continue;
    const spaces = resources.get("ColorSpace");
    if (spaces.isNull()) continue;
    const space = spaces.get("DefaultCMYK");
    if (space.isNull()) continue;
    const icc = space.get(0).isName() && space.get(0).asName() === "ICCBased" ? space.get(1) : null;
    if (!icc || !icc.isIndirect()) return "mixed";
    if (found !== null && found !== icc.asIndirect()) return "mixed";
    if (found === null) {
      found = icc.asIndirect();
      const bytes = icc.readStream();
      profile = new mupdf.ColorSpace(bytes.asUint8Array().slice(), "DefaultCMYK");
      bytes.destroy();
    }
  }
  return profile;
}
