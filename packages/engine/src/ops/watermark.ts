/**
 * A watermark: text drawn with one of the site's fonts, or a logo, sized relative to the picture,
 * turned, placed and blended at an opacity. Sizes are fractions of the picture, so one setting
 * marks a batch of different sizes alike.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { decodeImage } from "../decode/decode-image.ts";
import type { ImageMark, TextMark, WatermarkStep } from "../steps/step.ts";
import { drawOver, rotateFree } from "./composite.ts";
import { resize } from "./resize.ts";
import { markPositions } from "./watermark-layout.ts";

async function textMark(image: RgbaImage, mark: TextMark): Promise<RgbaImage> {
  if (mark.text.trim() === "") throw new EngineError("invalid-job", "The watermark text is empty.");
  const sizePx = Math.max(6, Math.round(mark.size * Math.min(image.width, image.height)));
  const { renderText } = await import("./text/render-text.ts");
  return renderText(mark.text, {
    font: mark.font,
    sizePx,
    color: mark.color,
    ...(mark.outline && {
      outline: { color: mark.outline.color, widthPx: Math.max(1, Math.round(mark.outline.width * sizePx)) },
    }),
    ...(mark.shadow && {
      shadow: {
        color: "#000000",
        offsetPx: Math.max(1, Math.round(sizePx * 0.05)),
        blurPx: Math.max(1, Math.round(sizePx * 0.06)),
      },
    }),
  });
}

async function logoMark(image: RgbaImage, mark: ImageMark): Promise<RgbaImage> {
  let logo: RgbaImage;
  try {
    logo = (await decodeImage(mark.bytes)).image;
  } catch (error) {
    throw new EngineError("invalid-job", "The watermark logo could not be read: use a PNG, JPEG or WebP image.", {
      cause: error,
    });
  }
  const width = Math.max(1, Math.round(mark.size * image.width));
  const height = Math.max(1, Math.round((logo.height * width) / logo.width));
  return resize(logo, { width, height });
}

export async function watermark(image: RgbaImage, step: WatermarkStep): Promise<RgbaImage> {
  const mark = step.mark.kind === "text" ? await textMark(image, step.mark) : await logoMark(image, step.mark);
  const turned = rotateFree(mark, step.rotation);
  return drawOver(image, turned, markPositions(image, turned, step.placement), step.opacity);
}
