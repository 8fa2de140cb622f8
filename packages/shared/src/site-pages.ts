/**
 * The site's own pages (home, the tools catalogue, about, licences) as search engines see them:
 * title, description, canonical address and structured data (WebSite and Organization on the home
 * page, the tools as an ItemList, a BreadcrumbList elsewhere). The headings and intros the pages
 * show live here too, as the heads and structured data name them. The server writes the head
 * with the blog's `withHead` and renders the page's content with the app's own components
 * (record 0049); the web app applies the head when navigating.
 *
 * The utility pages (/share, the post editor) are public but say nothing worth indexing: they get
 * a title, a description and `noindex`, and stay out of the sitemap.
 */
import type { BlogHead } from "./blog/blog-head.ts";
import { breadcrumbList } from "./blog/blog-head.ts";
import { defaultOgImage } from "./og-image.ts";
import { TOOLS } from "./tools.ts";

export const SITE_NAME = "Squish";

/** The home page's hero and tools section (apps/web/src/pages/home). */
export const HOME_WORDS = {
  /** The headline, in two parts: the app colours the second. */
  headline: ["Smaller images.", "Nothing uploaded."] as const,
  intro:
    "Compress, optimise, resize, crop, watermark and convert JPEG, PNG, WebP, GIF and AVIF images, and shrink PDFs, right in your browser with the same codecs the professionals use.",
  privacyNote: "No sign-up needed. Your images are processed on your device and never leave it.",
  toolsHeading: "Every image tool in one place",
  toolsIntro: "Pick a tool, drop your files, download the result.",
};

/** The home page's link under its popular tools. */
export const homeAllToolsLabel = () => `View all ${TOOLS.length} tools`;

/** The catalogue's header (apps/web/src/pages/tools). */
export const TOOLS_PAGE_WORDS = {
  heading: "Image tools",
  intro: "Every tool runs in your browser. Pick one, add your files, and download the result.",
};

/** The about page's heading and mission (apps/web/src/pages/about-page.tsx). */
export const ABOUT_WORDS = {
  heading: "About Squish",
  missionHeading: "Our mission",
  mission:
    "Images make up most of the weight of the web. Making them smaller usually means uploading them to someone else's server. Squish does the work in your browser instead, with the same codecs that professional tools use, so you get small files without giving your pictures away.",
};

/** The licences page's heading and intro (apps/web/src/pages/licenses). */
export const LICENSES_WORDS = {
  heading: "Licences",
  intro:
    "Squish is built on the work of many free software projects. This page lists every one whose code, WebAssembly or fonts your browser receives from this site, with its licence.",
  sourceNote:
    "Squish is free software: you can redistribute it and/or modify it under the terms of the GNU Affero General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with no warranty.",
};

interface SitePage {
  path: string;
  heading: string;
  title: string;
  description: string;
  /** Pages with nothing worth finding in a search: kept out of the index and the sitemap. */
  noindex?: boolean;
}

/** The site's own pages by route id (the ids of the shared route table). */
export const SITE_PAGES: Readonly<Record<string, SitePage>> = {
  home: {
    path: "/",
    heading: HOME_WORDS.headline.join(" "),
    title: "Squish: free image compression in your browser",
    description:
      "Compress, optimise, resize, crop, watermark and convert images in your browser. Free, and your files never leave your device.",
  },
  tools: {
    path: "/tools",
    heading: TOOLS_PAGE_WORDS.heading,
    title: "All image tools: compress, resize, crop, convert | Squish",
    description: `${TOOLS.length} free image tools that run in your browser: JPEG, PNG, WebP, GIF and PDF compression, resize, crop, watermark and convert. Nothing is uploaded.`,
  },
  about: {
    path: "/about",
    heading: ABOUT_WORDS.heading,
    title: "About Squish: private, honest image tools | Squish",
    description:
      "Why Squish compresses images in your browser instead of on a server: our mission, our values, and how to use Squish offline.",
  },
  licenses: {
    path: "/licenses",
    heading: LICENSES_WORDS.heading,
    title: "Licences and source code | Squish",
    description:
      "Squish's own licence (GNU AGPL 3.0 or later), its source code, and every free software component your browser receives from this site, with its licence.",
  },
  share: {
    path: "/share",
    heading: "Open shared files",
    title: "Open shared files | Squish",
    description: "Files shared to the installed Squish app open here, on your device, to choose a tool.",
    noindex: true,
  },
  "blog-create": {
    path: "/blog/create",
    heading: "New blog post",
    title: "New blog post | Squish",
    description: "The blog's editor, for the site's administrators.",
    noindex: true,
  },
  "blog-edit": {
    path: "/blog/:slug/edit",
    heading: "Edit blog post",
    title: "Edit blog post | Squish",
    description: "The blog's editor, for the site's administrators.",
    noindex: true,
  },
};

/** The pages the sitemap lists (every indexable site page). */
export const INDEXED_SITE_PAGES: readonly SitePage[] = Object.values(SITE_PAGES).filter((page) => !page.noindex);

const organization = (origin: string) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/icons/icon-512.png`,
});

function structuredData(pageId: string, page: SitePage, origin: string): object[] {
  const canonical = `${origin}${page.path}`;
  if (pageId === "home") {
    return [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: `${origin}/`,
        description: page.description,
      },
      organization(origin),
    ];
  }
  const crumbs = breadcrumbList([
    { name: "Home", url: `${origin}/` },
    { name: page.heading, url: canonical },
  ]);
  if (pageId === "tools") {
    return [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: page.heading,
        description: page.description,
        url: canonical,
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: TOOLS.length,
          itemListElement: TOOLS.map((tool, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: tool.name,
            description: tool.summary,
            url: `${origin}${tool.path}`,
          })),
        },
      },
      crumbs,
    ];
  }
  if (pageId === "about") {
    return [
      { "@context": "https://schema.org", "@type": "AboutPage", name: page.heading, url: canonical },
      organization(origin),
      crumbs,
    ];
  }
  return [crumbs];
}

/** A site page's head, or undefined for any other page id. */
export function siteHead(pageId: string, origin: string): BlogHead | undefined {
  const page = SITE_PAGES[pageId];
  if (!page) return undefined;
  return {
    title: page.title,
    description: page.description,
    // A page kept out of the index names no canonical address (the editor's path has a slug).
    canonical: page.noindex ? "" : `${origin}${page.path}`,
    ogType: "website",
    tags: [],
    image: defaultOgImage(origin),
    structuredData: page.noindex ? [] : structuredData(pageId, page, origin),
    ...(page.noindex ? { noindex: true } : {}),
  };
}
