/**
 * The size an image takes to fit inside a box: aspect ratio kept, never enlarged. JPEG output
 * gets even dimensions when it is resized, so 4:2:0 chroma subsampling covers whole blocks
 * (image-tools.md section 9).
 */
export interface Size {
  width: number;
  height: number;
}

export function fitInside(size: Size, box: Size, options: { even?: boolean } = {}): Size {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  if (scale >= 1) return { width: size.width, height: size.height };
  let width = Math.max(1, Math.round(size.width * scale));
  let height = Math.max(1, Math.round(size.height * scale));
  if (options.even) {
    width = Math.max(2, width - (width % 2));
    height = Math.max(2, height - (height % 2));
  }
  return { width, height };
}
