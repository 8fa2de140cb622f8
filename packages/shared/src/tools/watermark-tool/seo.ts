import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Watermark Tool: add text or logo watermarks to photos",
  description:
    "Add a text or logo watermark to images in your browser. Set font, colour, opacity and rotation, place or tile it, and mark a whole batch. Nothing is uploaded.",
  keywords: ["watermark photos", "add watermark to image", "logo watermark", "text watermark", "batch watermark"],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. Watermarking runs on your device in Web Workers, with the image codecs compiled to WebAssembly. The page makes no request that carries your images or your logo.",
    },
    {
      question: "What can a text watermark look like?",
      answer:
        "Choose one of the fonts that come with the site (Inter, Lora, Roboto Mono or Anton), then set its size relative to the image, its colour, opacity and rotation, and add an outline or a shadow.",
    },
    {
      question: "Can I use my logo?",
      answer:
        "Yes. Use a PNG, JPEG or WebP image as the watermark; it is scaled relative to each photo and placed the same way as text.",
    },
    {
      question: "Where can the watermark go?",
      answer:
        "In any of nine positions with a margin you choose, tiled across the whole image, or dragged to any spot on the live preview.",
    },
    {
      question: "Does it work on a batch of different sizes?",
      answer:
        "Yes. Size and position are relative to each image, so the watermark sits in the same place on every photo. Each download is named watermarked_ followed by the original name, and you can download them all as a ZIP.",
    },
    {
      question: "Can I save my watermark for next time?",
      answer:
        "When you are signed in you can save watermark templates. The text settings are stored with your account; a logo is kept only in your browser's storage and is never uploaded.",
    },
  ],
  howToSteps: [
    {
      name: "Add your images",
      text: "Drop images or a folder on the page, paste them, or choose them with the button.",
    },
    {
      name: "Make the watermark",
      text: "Type your text and choose its font, size, colour, opacity and rotation, or pick a logo image.",
    },
    {
      name: "Place it",
      text: "Choose one of nine positions and a margin, tile it, or drag it on the live preview.",
    },
    {
      name: "Apply and download",
      text: "Watermark one image or the whole batch, then download each file or a ZIP of all.",
    },
  ],
};
