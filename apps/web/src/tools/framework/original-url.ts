/**
 * Object URLs of the originals, made when something first shows one at full size (the compare
 * viewer, an editor, the PNG preview) rather than when the file is added: each costs the page a
 * call into the browser (about 1.5 ms a file on a laptop), thirty of them held the task that
 * added the files (issue 27), and most cards never need one.
 */
const urls = new WeakMap<Blob, string>();

export function originalUrl(file: Blob): string {
  let url = urls.get(file);
  if (url === undefined) {
    url = URL.createObjectURL(file);
    urls.set(file, url);
  }
  return url;
}

/** Gives the URL's memory back once the file has left the page; a later ask makes a new one. */
export function releaseOriginalUrl(file: Blob): void {
  const url = urls.get(file);
  if (url === undefined) return;
  URL.revokeObjectURL(url);
  urls.delete(file);
}
