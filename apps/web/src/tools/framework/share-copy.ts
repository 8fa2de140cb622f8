/**
 * Sharing a result through the system share sheet (Web Share with the file) and copying it to the
 * clipboard as an image. A share the person cancels is not an error and shows nothing.
 */
import { toast } from "@/lib/toast";

export async function shareFile(blob: Blob, name: string): Promise<void> {
  const file = new File([blob], name, { type: blob.type });
  if (!navigator.canShare?.({ files: [file] })) {
    toast.error("Share Failed", { description: "This browser cannot share files. Use Download instead." });
    return;
  }
  try {
    await navigator.share({ files: [file], title: name });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast.error("Share Failed", { description: `Could not share ${name}.` });
  }
}

/** Browsers only take PNG images on the clipboard, so other formats are converted first. */
async function asPng(blob: Blob): Promise<Blob> {
  if (blob.type === "image/png") return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: "image/png" });
}

export async function copyImage(blob: Blob, name: string): Promise<void> {
  try {
    // The promise form keeps the user's click as the permission gesture while the PNG is made.
    await navigator.clipboard.write([new ClipboardItem({ "image/png": asPng(blob) })]);
    toast.success("Copied", { description: `${name} is on the clipboard.` });
  } catch {
    toast.error("Copy Failed", { description: `Could not copy ${name} to the clipboard.` });
  }
}
