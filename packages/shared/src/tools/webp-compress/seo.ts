import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "WebP Compressor: smaller WebP, animation kept",
  description:
    "Compress WebP images, or turn JPEG and PNG into WebP, in your browser with libwebp: lossy, lossless or near-lossless. Animated WebP keeps every frame. No upload.",
  keywords: ["webp compressor", "compress webp", "jpg to webp", "png to webp", "animated webp", "lossless webp"],
  faqs: [
    {
      question: "Does an animated WebP stay animated?",
      answer:
        "Yes. Every frame is kept with its duration, and the loop count stays the same. Each frame is cut to the area that changed, which is where most of the saving comes from.",
    },
    {
      question: "Lossy, lossless or near-lossless: which should I choose?",
      answer:
        "Lossy gives the smallest files and suits photos. Lossless keeps every pixel and suits logos, screenshots and graphics. Near-lossless lets pixels change by a few levels so they pack better: nearly always invisible, and smaller than lossless.",
    },
    {
      question: "Can the result be bigger than my file?",
      answer:
        "Not for a WebP: if a new encoding is not smaller, you get your original back and the card says so. A JPEG or PNG turned into WebP shows its real new size, larger or smaller.",
    },
    {
      question: "Are my images uploaded?",
      answer: "No. libwebp runs on your device in a Web Worker; no request carries your images.",
    },
  ],
  howToSteps: [
    { name: "Add your images", text: "Drop WebP, JPEG or PNG files on the page, paste them, or choose them." },
    { name: "Choose how", text: "Pick lossy with a preset, lossless or near-lossless, and the effort to spend." },
    { name: "Compress", text: "Compress one image or all of them; each card shows its saving and quality score." },
    { name: "Download", text: "Download each WebP, or all of them as a ZIP." },
  ],
};
