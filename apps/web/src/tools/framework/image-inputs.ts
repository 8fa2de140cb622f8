/**
 * Every image format the engine reads, for tools that take any picture (resizer, cropper,
 * watermark, converter). The file's real format is read from its bytes later; this is what the
 * picker offers and what intake lets through.
 */
import { limitTexts } from "./limit-texts.ts";

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

/** The drop zone's words and the limit sentences every "any image" tool shares. */
export const IMAGE_INPUT_TEXTS = {
  dropHeading: "Drag & Drop Images",
  dropActive: "Drop your images here",
  chooseButton: "Choose Images",
  dropHint: IMAGE_INPUTS_HINT,
  wrongType: IMAGE_INPUTS_WRONG_TYPE,
  limit: limitTexts("images"),
} as const;
