import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "PNG Optimizer: shrink PNG files, transparency kept",
  description:
    "Optimise PNG images in your browser with OxiPNG and libimagequant: lossless or palette reduction at five levels, transparency preserved, before and after compare. Nothing is uploaded.",
  keywords: ["png optimizer", "compress png", "reduce png size", "oxipng online", "png quantization"],
  faqs: [
    {
      question: "Is the optimisation lossless?",
      answer:
        "The Low level is lossless: OxiPNG rewrites the file with identical pixels. Medium and above reduce the palette with libimagequant, which is how PNGs get much smaller while looking the same.",
    },
    {
      question: "Is transparency kept?",
      answer: "Yes, unless you turn off Preserve transparency, which paints transparent areas white.",
    },
    {
      question: "Are my images uploaded?",
      answer: "No. Everything runs on your device in Web Workers; no request carries your images.",
    },
    {
      question: "What if the PNG is already optimised?",
      answer: "If the result would not be smaller, Squish keeps your original and says so.",
    },
  ],
  howToSteps: [
    { name: "Add PNG files", text: "Drop PNGs or a folder, paste them, or choose them with the button." },
    { name: "Choose a level", text: "Pick a compression level for all files or per file; Low is lossless." },
    { name: "Optimize", text: "Optimize each file or all of them; the result shows its size, saving and quality." },
    { name: "Download", text: "Compare before and after, then download each file or a ZIP of all." },
  ],
};
