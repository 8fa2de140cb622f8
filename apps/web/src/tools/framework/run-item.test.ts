/** What a finished run puts on the item is what the engine delivered (issue 22, item 1). */
import type { ImageResult } from "@squish/engine";
import { describe, expect, it } from "vitest";
import type { FileItem } from "./file-item.ts";
import { FileStore } from "./file-store.ts";
import { runItem } from "./run-item.ts";

const UPLOAD = new TextEncoder().encode("upload with GPS and a camera model");
const STRIPPED = new TextEncoder().encode("stripped");

function storeWithUpload(): FileStore<object> {
  const store = new FileStore<object>();
  const file = new File([UPLOAD], "photo.jpg", { type: "image/jpeg" });
  const item: FileItem<object> = {
    id: "a",
    file,
    name: file.name,
    originalSize: file.size,
    lastModified: 1,
    probe: { name: file.name, size: file.size, format: "jpeg", width: 8, height: 8 },
    status: "processing",
    options: {},
  };
  store.add([item]);
  return store;
}

/** The engine's answer for a kept original: the upload with its metadata taken out losslessly. */
const keptOriginal: ImageResult = {
  kind: "image",
  bytes: STRIPPED,
  format: "jpeg",
  sourceFormat: "jpeg",
  mimeType: "image/jpeg",
  extension: "jpg",
  width: 8,
  height: 8,
  originalSize: UPLOAD.byteLength,
  size: STRIPPED.byteLength,
  keptOriginal: true,
  metadataRemoved: { gps: true, camera: "Canon", comment: false, xmp: false, iptc: false, colorProfile: false },
};

describe("runItem", () => {
  it("hands out the stripped bytes of a kept original, at the size it shows, never the upload", async () => {
    const store = storeWithUpload();
    const outcome = await runItem(
      store,
      "a",
      { kind: "image", steps: [], output: { format: "same" } },
      "",
      async () => keptOriginal,
      new AbortController().signal,
    );
    expect(outcome.kind).toBe("completed");
    const result = store.get("a")!.result!;
    expect(result.keptOriginal).toBe(true);
    expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(STRIPPED);
    expect(result.blob.size).toBe(result.size);
    expect(result.blob.type).toBe("image/jpeg");
    expect(result.removed).toEqual(["camera", "location"]);
  });
});
