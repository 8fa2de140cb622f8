/**
 * Files one page hands to the next in the same tab: the dashboard's quick upload drops images and
 * opens the JPEG compressor, which takes them once. Files never go through the URL or history
 * state (they cannot be stored there) and never leave the page.
 */
const waiting = new Map<string, File[]>();

export function handOffFiles(path: string, files: readonly File[]): void {
  if (files.length > 0) waiting.set(path, [...files]);
}

/** The files waiting for this page, once: a reload or a second visit starts empty. */
export function takeHandedOffFiles(path: string): File[] {
  const files = waiting.get(path) ?? [];
  waiting.delete(path);
  return files;
}
