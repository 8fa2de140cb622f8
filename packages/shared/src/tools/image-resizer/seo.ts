import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Image Resizer: resize photos by size, percent or preset",
  description:
    "Resize images in your browser by width and height, percentage or presets for social media and screens. Fit, fill or stretch, in batches too. Nothing is uploaded.",
  keywords: [
    "image resizer",
    "resize image",
    "resize photo online",
    "change image dimensions",
    "batch resize images",
    "resize image for instagram",
  ],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. Resizing runs on your device in Web Workers, with the image codecs compiled to WebAssembly. The page makes no request that carries your images.",
    },
    {
      question: "What is the difference between fit, fill and stretch?",
      answer:
        "Fit keeps the proportions and makes the image as large as fits inside the width and height you set. Fill covers the whole size and crops what sticks out, around a focal point you can move. Stretch makes the image exactly that size, changing its proportions.",
    },
    {
      question: "Will a small image be made larger?",
      answer:
        "Only if you allow it. With Never enlarge turned on, an image that is already smaller than the size you ask for is not scaled up.",
    },
    {
      question: "How does Squish keep resized photos sharp?",
      answer:
        "It resamples with the Lanczos3 filter in linear light, so edges stay crisp and fine bright details are not darkened the way simpler resizing can darken them.",
    },
    {
      question: "Can I resize many images at once?",
      answer:
        "Yes. Apply one setting to the whole batch or give each file its own. Each download is named resized_ followed by the original name, and you can download them all as a ZIP.",
    },
    {
      question: "Can I change the format as well?",
      answer: "Yes. Keep the original format or choose another one, and set the quality for formats that use it.",
    },
  ],
  howToSteps: [
    {
      name: "Add your images",
      text: "Drop images or a folder on the page, paste them, or choose them with the button.",
    },
    {
      name: "Choose the new size",
      text: "Enter a width and height with the aspect ratio locked, a percentage, or pick a preset for social media or screens.",
    },
    {
      name: "Pick a mode and output",
      text: "Choose fit, fill or stretch, move the focal point for fill, and set the output format and quality.",
    },
    {
      name: "Resize and download",
      text: "Resize one image or the whole batch, then download each file or a ZIP of all.",
    },
  ],
};
