import type { ToolSeo } from "../../tool-manifest.ts";

/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: "GIF Compressor: smaller animated GIFs, frames kept",
  description:
    "Compress animated and still GIFs in your browser. Every frame, delay and loop is kept; choose Light, Balanced or Strong, or set colours and lossy level. No upload.",
  keywords: ["gif compressor", "compress animated gif", "reduce gif size", "gif optimizer", "lossy gif"],
  faqs: [
    {
      question: "Does my GIF stay animated?",
      answer:
        "Yes. Every frame is kept with its delay, and the loop count stays the same, unless you choose to drop frames; then each dropped frame's time is added to the one before, so the animation keeps its length.",
    },
    {
      question: "What do Light, Balanced and Strong do?",
      answer:
        "They set how far colours may shift to let the file compress better, and how many colours the shared palette holds. Light keeps every colour where it can; Strong gives the smallest files with some visible grain.",
    },
    {
      question: "How does it make GIFs smaller without losing frames?",
      answer:
        "Frames are cut down to the area that changed from the frame before, one palette is shared by all frames, and the compressor may reuse longer runs of nearly identical colours when you allow lossy compression.",
    },
    {
      question: "Are my files uploaded?",
      answer: "No. The GIF is read and written on your device in a Web Worker; no request carries your images.",
    },
  ],
  howToSteps: [
    {
      name: "Add your GIFs",
      text: "Drop animated or still GIFs on the page, paste them, or choose them with the button.",
    },
    {
      name: "Choose a preset",
      text: "Pick Light, Balanced or Strong, or set your own colours, lossy level and frames.",
    },
    { name: "Compress", text: "Compress one GIF or all of them; each card shows its frames, length and saving." },
    { name: "Download", text: "Download each GIF, or all of them as a ZIP." },
  ],
};
