/**
 * Saving results: one file through a temporary link (its address revoked a second after use, as
 * the spec says), and the output name a tool gives it.
 */

export function outputName(prefix: string, name: string, extension: string): string {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  // Keep the person's own extension (".jpeg", ".JPG") when the format did not change.
  const same = current === extension || (extension === "jpg" && current === "jpeg");
  return `${prefix}${same ? name : `${stem}.${extension}`}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
