import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "JPEG Compressor: compress JPG photos in your browser",
  description:
    "Compress JPEG photos with MozJPEG right in your browser. Choose a quality preset, resize large photos, compare before and after, and download one file or a ZIP. Nothing is uploaded.",
  keywords: ["jpeg compressor", "compress jpg", "reduce photo size", "mozjpeg online", "jpg optimizer"],
  faqs: [
    {
      question: "Are my photos uploaded?",
      answer:
        "No. Compression runs on your device in Web Workers with the MozJPEG encoder compiled to WebAssembly. The page makes no request that carries your images.",
    },
    {
      question: "Which quality should I choose?",
      answer:
        "Balanced (smart), the default, gives each photo the lowest quality that still looks the same, measured with the SSIMULACRA 2 perceptual metric, so a noisy phone photo and a smooth sky each get what they need. Choose High Quality (85) or Maximum Quality (95) for prints and portfolios, the compression presets when size matters most, or set a fixed quality with the slider.",
    },
    {
      question: "Why is a file sometimes kept as it is?",
      answer:
        "If re-encoding would not make the file smaller, Squish keeps your original and tells you, rather than handing you a bigger file.",
    },
    {
      question: "What happens to camera details and location?",
      answer:
        "They are removed from the compressed file, and each result says what was removed. Colour profiles are kept so colours do not shift.",
    },
  ],
  howToSteps: [
    {
      name: "Add your JPEGs",
      text: "Drop photos or a folder on the page, paste them, or choose them with the button.",
    },
    {
      name: "Pick a quality",
      text: "Keep Balanced (smart), choose a preset or set a fixed quality with the slider; set a maximum size for large photos.",
    },
    { name: "Compress", text: "Compress each photo or all at once; every core of your device works in parallel." },
    {
      name: "Compare and download",
      text: "Check the result side by side, then download one file or all of them as a ZIP.",
    },
  ],
};
