/**
 * Drops a page's `/DefaultCMYK` profile once nothing on the page is DeviceCMYK any more: PDF/X
 * files tag DeviceCMYK with a press profile (several hundred KB), and after their CMYK images
 * were converted to RGB it often describes nothing. Conservative on purpose: a page keeps it when
 * its content streams mention `k`/`K` operators or DeviceCMYK anywhere (a false match only keeps
 * bytes), when it has forms, patterns or shadings we do not look into, or when an image it draws
 * is still DeviceCMYK. Returns how many pages lost it (all that had it, or none).
 */
import type { PDFDocument, PDFObject } from "mupdf";

const CMYK_OPERATOR = /(^|[\s\]>)])[kK](?=[\s[<(/]|$)/;

function contentText(contents: PDFObject): string {
  const parts: PDFObject[] = [];
  if (contents.isArray()) contents.forEach((item) => parts.push(item));
  else if (!contents.isNull()) parts.push(contents);
  return parts
    .map((part) => {
      const buffer = part.readStream();
      const text = buffer.asString();
      buffer.destroy();
      return text;
    })
    .join("\n");
}

function family(space: PDFObject): string {
  if (space.isName()) return space.asName();
  return space.isArray() && space.get(0).isName() ? space.get(0).asName() : "";
}

/** Colour spaces that are, or may fall back to, DeviceCMYK. */
function mayBeCmyk(space: PDFObject): boolean {
  const name = family(space);
  if (name === "DeviceCMYK" || name === "DeviceN" || name === "Separation") return true;
  return name === "Indexed" && mayBeCmyk(space.get(1));
}

function usesCmyk(page: PDFObject, resources: PDFObject): boolean {
  if (!resources.get("Pattern").isNull() || !resources.get("Shading").isNull()) return true;
  let cmyk = false;
  // Named colour spaces other than the defaults could be DeviceCMYK used through `cs`/`CS`.
  resources.get("ColorSpace").forEach((_space, key) => {
    if (!["DefaultCMYK", "DefaultRGB", "DefaultGray"].includes(String(key))) cmyk = true;
  });
  const xobjects = resources.get("XObject");
  if (!xobjects.isNull()) {
    xobjects.forEach((xobject) => {
      const subtype = xobject.get("Subtype");
      // Forms have content of their own, not looked into: keep the profile.
      if (!subtype.isName() || subtype.asName() !== "Image") cmyk = true;
      else if (mayBeCmyk(xobject.get("ColorSpace"))) cmyk = true;
    });
  }
  if (cmyk) return true;
  const text = contentText(page.get("Contents"));
  return text.includes("DeviceCMYK") || CMYK_OPERATOR.test(text);
}

export function dropUnusedCmykProfiles(doc: PDFDocument): number {
  // Resource dictionaries are often shared between pages, so it is all pages or none: the profile
  // goes only when no page that sees it uses CMYK.
  const holders: PDFObject[] = [];
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.findPage(index);
    const resources = page.getInheritable("Resources");
    if (resources.isNull()) continue;
    const spaces = resources.get("ColorSpace");
    if (spaces.isNull() || spaces.get("DefaultCMYK").isNull()) continue;
    if (usesCmyk(page, resources)) return 0;
    holders.push(spaces);
  }
  for (const spaces of holders) spaces.delete("DefaultCMYK");
  return holders.length;
}
