/**
 * Files from a drop or a paste. Dropped folders are walked (and their subfolders), and hidden
 * system files such as .DS_Store and Thumbs.db are left out by the intake rules.
 */

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function entryFile(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/**
 * The folder each dropped file came from, relative to what was dropped ("holiday/day 1"), so a
 * ZIP can put results back where they were. Held beside the File, which cannot carry it itself.
 */
const folders = new WeakMap<File, string>();

/** The folder a file was dropped or chosen in, or "" for a file dropped on its own. */
export function folderOf(file: File): string {
  const path = folders.get(file) ?? file.webkitRelativePath ?? "";
  const slash = path.lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash).replace(/^\/+/, "") : "";
}

async function walk(entry: FileSystemEntry, out: File[]): Promise<void> {
  if (entry.isFile) {
    const file = await entryFile(entry as FileSystemFileEntry);
    // fullPath is "/holiday/day 1/a.jpg" for a file inside a dropped folder, "/a.jpg" alone.
    folders.set(file, entry.fullPath);
    out.push(file);
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in pages (100 at a time in Chromium) until it returns none.
  for (let page = await readEntries(reader); page.length > 0; page = await readEntries(reader)) {
    for (const child of page) await walk(child, out);
  }
}

export async function filesFromDataTransfer(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items]
    .filter((item) => item.kind === "file")
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) return [...data.files];
  const files: File[] = [];
  for (const entry of entries) await walk(entry!, files);
  return files;
}
