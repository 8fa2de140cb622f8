import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Format Converter: HEIC, JPG, PNG, WebP, AVIF and GIF",
  description:
    "Convert images in your browser: HEIC, JPEG, PNG, WebP, AVIF, GIF or BMP to JPEG, PNG, WebP, AVIF or GIF, or let Auto pick the smallest. Nothing is uploaded.",
  keywords: ["image converter", "heic to jpg", "png to webp", "jpg to avif", "convert image format"],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. Conversion runs on your device in Web Workers, with the image codecs compiled to WebAssembly. The page makes no request that carries your images.",
    },
    {
      question: "Which formats can I convert?",
      answer:
        "In: JPEG, PNG, WebP, AVIF, GIF, BMP, and HEIC or HEIF photos from phones, which are decoded with libheif. Out: JPEG, PNG, WebP, AVIF or GIF. From an animated GIF, the first frame is converted.",
    },
    {
      question: "What does Auto: smallest do?",
      answer:
        "It encodes your image in several formats, scores each result against your image with SSIM, a measure of how alike two images look, and keeps the smallest file among those that reach an equal score.",
    },
    {
      question: "What happens to transparency when I convert to JPEG?",
      answer:
        "JPEG cannot hold transparency, so transparent areas are filled with a background colour you choose. PNG, WebP and AVIF keep transparency; GIF keeps it too, with each pixel either fully clear or fully solid.",
    },
    {
      question: "Are colour profiles kept?",
      answer:
        "Yes when converting to JPEG, PNG, WebP or AVIF, so colours do not shift. GIF cannot hold a profile, and the file's card tells you when one was left out.",
    },
  ],
  howToSteps: [
    {
      name: "Add your images",
      text: "Drop images or a folder on the page, paste them, or choose them with the button.",
    },
    {
      name: "Choose the output",
      text: "Pick JPEG, PNG, WebP, AVIF or GIF, or Auto: smallest, and set the quality for the format.",
    },
    {
      name: "Set a background",
      text: "When converting transparent images to JPEG, choose the colour that fills the transparent areas.",
    },
    {
      name: "Convert and download",
      text: "Convert one image or the whole batch, then download each file with its new extension or a ZIP of all.",
    },
  ],
};
