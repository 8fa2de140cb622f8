/**
 * "Download All" as one ZIP built in the browser. Results are already compressed images, so they
 * are stored rather than deflated again; the archive is streamed into Blob parts, one file at a
 * time, never held as one big array.
 */
import { Zip, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  blob: Blob;
  lastModified?: number;
}

/** Names inside one archive must differ: "a.jpg", "a (2).jpg", ... */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf(".");
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

export async function buildZip(entries: readonly ZipEntry[]): Promise<Blob> {
  const parts: BlobPart[] = [];
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return fail(error);
    parts.push(chunk as Uint8Array<ArrayBuffer>);
    if (final) finish();
  });
  const names = uniqueNames(entries.map((e) => e.name));
  for (const [index, entry] of entries.entries()) {
    const file = new ZipPassThrough(names[index]!);
    // ZIP dates start in 1980; older or missing dates keep the time of building.
    if (entry.lastModified && entry.lastModified > Date.UTC(1980, 0, 2)) file.mtime = entry.lastModified;
    zip.add(file);
    const reader = entry.blob.stream().getReader();
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      file.push(value);
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  await done;
  return new Blob(parts, { type: "application/zip" });
}
