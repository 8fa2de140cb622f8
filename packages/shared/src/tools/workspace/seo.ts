import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Image Workspace: chain resize, watermark and convert",
  description:
    "Chain image steps and run them over a batch in your browser: resize, crop, rotate, watermark, convert, compress and rename. Save or share the chain. Nothing is uploaded.",
  keywords: [
    "batch image processing",
    "image workflow",
    "resize and convert images",
    "bulk rename images",
    "image actions chain",
  ],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. Every step runs on your device in Web Workers, with the image codecs compiled to WebAssembly. A saved preset or a share link holds the chain's settings only, never an image.",
    },
    {
      question: "Which steps can a chain have?",
      answer:
        "Resize, crop to a ratio, rotate, flip, a text watermark, convert, compress, keep or strip metadata, and rename with a pattern such as {name}-{width}w. Add up to 20 steps, in any order, and drag or use the keyboard to reorder them.",
    },
    {
      question: "Does a chain lose quality at every step?",
      answer:
        "No. The picture steps run in order on the decoded pixels and the image is encoded once, at the end, with the format of the last Convert and the quality of the last Compress.",
    },
    {
      question: "Can I save a chain and use it again?",
      answer:
        "Yes. Save it as a named preset (in your browser, or with your account when you are signed in), export it as a JSON file, or copy a link that carries the chain. The squish command line runs the same file.",
    },
    {
      question: "How are the files named?",
      answer:
        "With a Rename step, by your pattern: {name}, {width}, {height}, {format} and {n} are filled in for each image, and the extension follows the output format. Without one, each file keeps its name with the new extension.",
    },
  ],
  howToSteps: [
    {
      name: "Add your images",
      text: "Drop images or a folder on the page, paste them, or choose them with the button.",
    },
    {
      name: "Build the chain",
      text: "Add steps such as Resize, Watermark, Convert and Rename, set each one's options and put them in order.",
    },
    {
      name: "Check the preview",
      text: "See the whole chain on the selected image, before and after, with the new size, dimensions and format.",
    },
    {
      name: "Run and download",
      text: "Run the chain over the batch, then download each file or a ZIP of all, and save the chain as a preset.",
    },
  ],
};
