/**
 * The site's content pages (pricing, FAQ, contact, request a tool, privacy, terms) as search
 * engines see them: title, description, canonical address and structured data (FAQPage on /faq, a
 * BreadcrumbList Home > page on each). The server writes the head with the blog's `withHead` and
 * renders the content with the app's own components (record 0049); the web app applies the same
 * head when navigating. The FAQ's questions live here so the page and its structured data never
 * disagree.
 */
import type { BlogHead } from "./blog/blog-head.ts";
import { breadcrumbList } from "./blog/blog-head.ts";
import { defaultOgImage } from "./og-image.ts";
import { GUEST_MAX_FILES, MAX_FILE_BYTES, SIGNED_IN_MAX_FILES } from "./limits.ts";

/** The date the privacy notice and the terms were last changed. */
export const LEGAL_UPDATED = "2026-11-23";

export interface Faq {
  category: "Tools" | "Privacy" | "Limits" | "Accounts";
  question: string;
  answer: string;
}

const MB = MAX_FILE_BYTES / (1024 * 1024);

export const FAQS: readonly Faq[] = [
  {
    category: "Tools",
    question: "Is Squish free?",
    answer:
      "Yes. Every tool is free and works without an account. There is no paid plan and nothing to buy: Squish takes no payments.",
  },
  {
    category: "Tools",
    question: "Which tools are there?",
    answer:
      "A JPEG compressor, a PNG optimizer, WebP, GIF and PDF compressors, an image resizer, an image cropper, a watermark tool and a format converter. The All tools page lists them.",
  },
  {
    category: "Tools",
    question: "How does Squish compress images?",
    answer:
      "With established codecs compiled to WebAssembly and run in your browser: MozJPEG for JPEG, libimagequant and OxiPNG for PNG, libwebp for WebP and libavif for AVIF. PDFs are made smaller by recompressing and downsizing the images inside them.",
  },
  {
    category: "Tools",
    question: "What happens if a result is bigger than my original?",
    answer:
      "Squish never offers a bigger file as a saving. When compression would make a file larger, it keeps your original and tells you so.",
  },
  {
    category: "Tools",
    question: "Does Squish work offline?",
    answer:
      "Yes. You can install Squish from your browser's menu and use the tools without a connection, because your images never needed the network in the first place.",
  },
  {
    category: "Privacy",
    question: "Are my images uploaded?",
    answer:
      "No. Your files are read and processed on your own device and never leave it. The site's Content Security Policy stops the page from sending data anywhere but our own server, and our browser tests check that no tool sends any part of a file.",
  },
  {
    category: "Privacy",
    question: "What do you store when I use a tool while signed in?",
    answer:
      "Only an activity record: the file's name, its size before and after, and the tool you used. Never the image itself. Guests' use is not recorded at all.",
  },
  {
    category: "Privacy",
    question: "Do you use advertising or tracking cookies?",
    answer:
      "No. Squish uses cookies only to keep you signed in. There are no adverts, analytics services or third-party trackers.",
  },
  {
    category: "Limits",
    question: "How many images can I add at once?",
    answer: `Guests can hold ${GUEST_MAX_FILES} images in a tool at once; signed-in users can hold ${SIGNED_IN_MAX_FILES}.`,
  },
  {
    category: "Limits",
    question: "How large can a file be?",
    answer: `Up to ${MB} MB per file, in every tool. Very large images (above 100 megapixels) are refused so that your browser does not run out of memory.`,
  },
  {
    category: "Limits",
    question: "Why is compression slow on my phone?",
    answer:
      "Everything runs on your device, so speed depends on its processor and memory. Large batches on an older phone take longer than on a laptop; nothing is waiting on a server.",
  },
  {
    category: "Accounts",
    question: "Do I need an account?",
    answer: `No. An account adds conveniences: a history of your work, saved default settings, pinned tools, saved watermark templates, and ${SIGNED_IN_MAX_FILES} images at once instead of ${GUEST_MAX_FILES}.`,
  },
  {
    category: "Accounts",
    question: "What is the Pro plan?",
    answer:
      "Pro is a label an administrator can give an account. It unlocks nothing extra today and cannot be bought: there is no payment, so the Upgrade button stays disabled.",
  },
  {
    category: "Accounts",
    question: "How do I download my data?",
    answer:
      "Sign in, open Settings, choose the Privacy tab and press Download My Data. You get your profile, settings, stats and activity as a JSON file.",
  },
  {
    category: "Accounts",
    question: "How do I delete my account?",
    answer:
      "In Settings > Privacy, press Delete Account and confirm with your password or by typing your email. The account and everything tied to it are deleted.",
  },
  {
    category: "Accounts",
    question: "I did not get the confirmation email. What now?",
    answer:
      "Check your spam folder first. If it still has not arrived after a few minutes, write to us from the contact page and we will help.",
  },
];

/** The questions whose question, answer or category contains every word of the query. */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer} ${faq.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const faqStructuredData = (faqs: readonly Faq[]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  })),
});

interface ContentPage {
  path: string;
  heading: string;
  title: string;
  description: string;
}

/** The content pages by route id (the ids of the shared route table). */
export const CONTENT_PAGES: Readonly<Record<string, ContentPage>> = {
  pricing: {
    path: "/pricing",
    heading: "Pricing",
    title: "Pricing: every tool free | Squish",
    description: `Every Squish tool is free. Guests compress ${GUEST_MAX_FILES} images at once, signed-in users ${SIGNED_IN_MAX_FILES}. There is no payment.`,
  },
  faq: {
    path: "/faq",
    heading: "Frequently asked questions",
    title: "FAQ: tools, privacy, limits and accounts | Squish",
    description: "Answers about Squish's image tools, how your files stay on your device, file limits, and accounts.",
  },
  contact: {
    path: "/contact",
    heading: "Contact us",
    title: "Contact | Squish",
    description: "Send the Squish team a question, a problem or an idea.",
  },
  "request-tool": {
    path: "/request-tool",
    heading: "Request a tool",
    title: "Request a tool | Squish",
    description: "Tell us which image tool you would like Squish to have next.",
  },
  privacy: {
    path: "/privacy",
    heading: "Privacy notice",
    title: "Privacy notice | Squish",
    description:
      "Your files never leave your device. What Squish stores for an account, the emails it sends, and how to export or delete your data.",
  },
  terms: {
    path: "/terms",
    heading: "Terms of use",
    title: "Terms of use | Squish",
    description: "The plain-English terms for using Squish's free image tools and accounts.",
  },
};

/** A content page's head, or undefined for any other page id. */
export function contentHead(pageId: string, origin: string): BlogHead | undefined {
  const page = CONTENT_PAGES[pageId];
  if (!page) return undefined;
  return {
    title: page.title,
    description: page.description,
    canonical: `${origin}${page.path}`,
    ogType: "website",
    tags: [],
    image: defaultOgImage(origin),
    structuredData: [
      ...(pageId === "faq" ? [faqStructuredData(FAQS)] : []),
      breadcrumbList([
        { name: "Home", url: `${origin}/` },
        { name: page.heading, url: `${origin}${page.path}` },
      ]),
    ],
  };
}
