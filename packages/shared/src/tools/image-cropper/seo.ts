import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Image Cropper: crop to 1:1, 16:9, 4:5 or any ratio",
  description:
    "Crop images in your browser to 1:1, 16:9, 4:5, a custom ratio or freely. Drag the crop box or type exact pixels, rotate, flip, crop a batch. Nothing is uploaded.",
  keywords: ["image cropper", "crop image", "crop photo online", "crop to aspect ratio", "square crop"],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. Cropping runs on your device in Web Workers, with the image codecs compiled to WebAssembly. The page makes no request that carries your images.",
    },
    {
      question: "Which aspect ratios can I use?",
      answer:
        "1:1, 4:3, 3:4, 16:9, 9:16, 3:2, 2:3 and 4:5, a custom ratio you type in, or a free crop with no fixed ratio.",
    },
    {
      question: "Can I set the crop exactly?",
      answer:
        "Yes. Drag the crop box or its handles, move it with the keyboard, zoom in, or use touch. You can also type the x, y, width and height in pixels.",
    },
    {
      question: "Does cropping a JPEG lower its quality?",
      answer:
        "Squish estimates the quality the JPEG was saved at and saves the crop at that same quality, so the crop costs no visible quality and the file does not grow needlessly.",
    },
    {
      question: "Can I crop several images the same way?",
      answer:
        "Yes. Choose one ratio for the whole batch, then adjust the crop box on each image. Each download is named cropped_ followed by the original name, and you can download them all as a ZIP.",
    },
  ],
  howToSteps: [
    {
      name: "Add your images",
      text: "Drop images or a folder on the page, paste them, or choose them with the button.",
    },
    { name: "Pick a ratio", text: "Choose a preset ratio for the batch, type a custom one, or crop freely." },
    {
      name: "Adjust each crop",
      text: "Drag or resize the crop box on each image, or type exact pixels; rotate by 90° or flip if needed.",
    },
    { name: "Crop and download", text: "Crop one image or all of them, then download each file or a ZIP of all." },
  ],
};
