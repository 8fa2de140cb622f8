/**
 * The web app manifest (record 0023): install, icons, screenshots, and the share target and file
 * handlers that bring images and PDFs into the installed app. Colours follow the light theme.
 */
import type { ManifestOptions } from "vite-plugin-pwa";
import { IMAGE_INPUTS } from "../../src/tools/framework/image-inputs.ts";

const SHARED_TYPES: Record<string, string[]> = {
  ...Object.fromEntries(IMAGE_INPUTS.mimeTypes.map((type) => [type, [] as string[]])),
  "application/pdf": [".pdf"],
};
for (const extension of IMAGE_INPUTS.extensions) {
  const type = extension === "jpg" ? "image/jpeg" : `image/${extension}`;
  SHARED_TYPES[type] = [...(SHARED_TYPES[type] ?? []), `.${extension}`];
}
// A file handler's type lists its extensions; those with none (image/pjpeg) are dropped.
const FILE_TYPES = Object.fromEntries(Object.entries(SHARED_TYPES).filter(([, extensions]) => extensions.length > 0));

export const webManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Squish",
  short_name: "Squish",
  description:
    "Compress, optimise, resize, crop, watermark and convert images and PDFs in your browser. Free, and your files never leave your device.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#ffffff",
  background_color: "#ffffff",
  lang: "en",
  categories: ["photo", "productivity", "utilities"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
  screenshots: [
    {
      src: "/screenshots/wide.png",
      sizes: "1280x720",
      type: "image/png",
      form_factor: "wide",
      label: "The JPEG compressor on a wide screen",
    },
    {
      src: "/screenshots/narrow.png",
      sizes: "390x844",
      type: "image/png",
      form_factor: "narrow",
      label: "Squish's home page on a phone",
    },
  ],
  share_target: {
    action: "/share",
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: "files", accept: [...Object.keys(SHARED_TYPES), ...Object.values(FILE_TYPES).flat()] }] },
  },
  // Not in vite-plugin-pwa's types yet; the browser reads it as written.
  ...({
    file_handlers: [{ action: "/share", accept: FILE_TYPES }],
    launch_handler: { client_mode: "navigate-existing" },
  } as object),
};
