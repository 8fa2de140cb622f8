import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "PDF Compressor: smaller PDFs, text kept sharp",
  description:
    "Compress PDF files in your browser: images recompressed and downsampled, text kept as text, every page checked. Password-protected PDFs work too. No upload.",
  keywords: [
    "pdf compressor",
    "compress pdf",
    "reduce pdf size",
    "shrink pdf",
    "pdf optimizer",
    "compress pdf offline",
  ],
  faqs: [
    {
      question: "What do Extreme, Recommended and Light do?",
      answer:
        "They set the resolution the images in your PDF are brought down to: 72 ppi for Extreme (smallest, for screens), 200 ppi for Recommended (sharp on screen and fine in print) and 300 ppi for Light, which only touches images finer than a printer uses. Images already below that stay as they are.",
    },
    {
      question: "Will my text get blurry?",
      answer:
        "No. Text stays text and fonts stay fonts; only the pictures are re-encoded. Each result is opened again and every word of every page is compared with the original. If anything is missing, or the file would not be smaller, you get the original back.",
    },
    {
      question: "Can I compress a password-protected PDF?",
      answer:
        "Yes. Type its password on the file's card; it is used only on your device to open the file, and it is never saved or sent. The compressed PDF keeps the same password and permissions. Files that only restrict printing or copying need no password.",
    },
    {
      question: "How much smaller will my PDF get?",
      answer:
        "It depends on its images. Large or finely scanned images shrink a lot: in our tests a scanned page went from 189 KB to 57 KB at Recommended. Images already small for their page, and text, shrink little. The page shows an estimate range for your files before you start.",
    },
    {
      question: "Are my files uploaded?",
      answer:
        "No. The PDF is read and written on your device in a Web Worker, with MuPDF compiled to WebAssembly; no request carries your documents.",
    },
  ],
  howToSteps: [
    { name: "Add your PDFs", text: "Drop PDF files on the page, or choose them with the button; up to 10MB each." },
    {
      name: "Choose a level",
      text: "Pick Extreme, Recommended or Light, for all files or for one file on its card, and see the estimate.",
    },
    {
      name: "Compress",
      text: "Compress one PDF or all of them; a password-protected file asks for its password on its card.",
    },
    { name: "Download", text: "Download each PDF, or all of them as a ZIP." },
  ],
};
