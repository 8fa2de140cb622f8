/**
 * Every image format the engine reads, for tools that take any picture (resizer, cropper,
 * watermark, converter). The file's real format is read from its bytes later; this is what the
 * picker offers and what intake lets through. It imports nothing: the build's web manifest
 * (apps/web/build/pwa/web-manifest.ts) reads it while Vite loads its config, before any alias.
 */
export const IMAGE_INPUTS = {
  mimeTypes: [
    "image/jpeg",
    "image/pjpeg",
    "image/png",
    "image/apng",
    "image/webp",
    "image/avif",
    "image/gif",
    "image/bmp",
    "image/x-ms-bmp",
    "image/heic",
    "image/heif",
  ],
  extensions: ["jpg", "jpeg", "png", "apng", "webp", "avif", "gif", "bmp", "heic", "heif"],
} as const;

export const IMAGE_INPUTS_HINT = "JPEG, PNG, WebP, AVIF, GIF, BMP or HEIC images up to 10MB each.";
export const IMAGE_INPUTS_WRONG_TYPE = "Only images (JPEG, PNG, WebP, AVIF, GIF, BMP, HEIC) are accepted here.";
