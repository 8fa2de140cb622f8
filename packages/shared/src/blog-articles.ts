/**
 * The twelve fixed articles of the blog (spec: site-and-accounts.md, route table). Their routes
 * always exist; admins can add more posts, stored in the database. Each title is the one in the
 * article's Markdown front matter (apps/web/content/blog), which is the source; the build's test
 * checks that they agree.
 */
export interface BlogArticleRef {
  slug: string;
  title: string;
}

export const FIXED_BLOG_ARTICLES: readonly BlogArticleRef[] = [
  { slug: "jpeg-compression-guide", title: "JPEG Compression: A Practical Guide to Smaller Photos" },
  {
    slug: "best-jpeg-compressors-2025",
    title: "The Best JPEG Compressors in 2025: MozJPEG, libjpeg-turbo, Guetzli and More",
  },
  { slug: "image-compression-website-speed", title: "How Image Compression Speeds Up Your Website" },
  { slug: "png-vs-jpeg-compression", title: "PNG vs JPEG: Which Compresses Better, and When?" },
  { slug: "png-transparency-optimization", title: "Optimising PNGs With Transparency" },
  { slug: "webp-format-benefits", title: "WebP: What It Does Well, and Where It Doesn't" },
  { slug: "bulk-image-compression", title: "Bulk Image Compression: Shrinking a Whole Library Without Surprises" },
  { slug: "jpg-to-png-converter", title: "Converting JPG to PNG: When It Helps and When It Hurts" },
  { slug: "jpeg-vs-webp-2024", title: "JPEG vs WebP: A Measured Comparison" },
  { slug: "batch-image-compression", title: "Batch Image Compression: Build a Recipe Once, Apply It to Every File" },
  { slug: "mobile-image-optimization", title: "Mobile Image Optimisation: Right-Sized Pictures for Phones" },
  { slug: "image-seo-guide-2024", title: "Image SEO: A Practical Guide" },
];

export const FIXED_BLOG_SLUGS: ReadonlySet<string> = new Set(FIXED_BLOG_ARTICLES.map((a) => a.slug));
