import { IMAGE_INPUTS_HINT, IMAGE_INPUTS_WRONG_TYPE } from "./image-inputs.ts";
import { limitTexts } from "./limit-texts.ts";

/** The drop zone's words and the limit sentences every "any image" tool shares. */
export const IMAGE_INPUT_TEXTS = {
  dropHeading: "Drag & Drop Images",
  dropActive: "Drop your images here",
  chooseButton: "Choose Images",
  dropHint: IMAGE_INPUTS_HINT,
  wrongType: IMAGE_INPUTS_WRONG_TYPE,
  limit: limitTexts("images"),
} as const;
