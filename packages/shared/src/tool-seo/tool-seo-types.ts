/** A tool page's search metadata (image-tools.md sections 2 and 3). */
export interface ToolSeo {
  title: string;
  description: string;
  keywords: readonly string[];
  faqs: readonly { question: string; answer: string }[];
  howToSteps: readonly { name: string; text: string }[];
}
