import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "Bulk Image Compressor: 100 images at once, one ZIP",
  description:
    "Compress up to 100 JPEG, PNG, WebP, AVIF, GIF, HEIC and PDF files in one go, each with its own format's compressor, on every core of your device. One ZIP, a CSV of results, no upload.",
  keywords: [
    "bulk image compressor",
    "compress multiple images",
    "batch compress images",
    "compress 100 images",
    "bulk jpeg compressor",
    "zip of compressed images",
  ],
  faqs: [
    {
      question: "How many files can I compress at once?",
      answer:
        "Up to 100 files of up to 10 MB each, with or without an account. Drop a whole folder: its subfolders come back as folders inside the ZIP.",
    },
    {
      question: "Can I mix formats in one batch?",
      answer:
        "Yes. Each file goes to its own format's compressor: MozJPEG for JPEG photos (HEIC photos become JPEG), palette quantisation and OxiPNG for PNG, libwebp and libavif for WebP and AVIF, our GIF encoder for animations (kept animated), and the PDF engine for documents. One level sets sensible values for all of them, and you can open any format to set its own.",
    },
    {
      question: "What does the target size do?",
      answer:
        "It looks for the highest quality, up to your level's, at which each JPEG, WebP or AVIF result fits in the size you give. If even the lowest quality does not fit, the file says so. PNG, GIF and PDF are compressed as usual, since they cannot trade quality for size that way.",
    },
    {
      question: "Are my files uploaded?",
      answer:
        "No. Every file is compressed on your device in Web Workers, as many at once as your processor has cores, and the ZIP is built in your browser while the files finish.",
    },
  ],
  howToSteps: [
    { name: "Add up to 100 files", text: "Drop images, PDFs or whole folders on the page, or choose them." },
    {
      name: "Choose for the batch",
      text: "Pick a level, an optional largest size, WebP or AVIF for photos, and a target size per file.",
    },
    {
      name: "Compress All",
      text: "Watch one progress for the batch, with the time left; pause, resume or cancel at any moment.",
    },
    { name: "Download", text: "Download the ZIP, built while the files finished, and save the results as a CSV." },
  ],
};
