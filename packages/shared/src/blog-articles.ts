/**
 * The twelve fixed articles of the blog (spec: site-and-accounts.md, route table). Their routes
 * always exist; admins can add more posts, stored in the database.
 */
export interface BlogArticleRef {
  slug: string;
  title: string;
}

export const FIXED_BLOG_ARTICLES: readonly BlogArticleRef[] = [
  { slug: "jpeg-compression-guide", title: "The Complete Guide to JPEG Compression" },
  { slug: "best-jpeg-compressors-2025", title: "The Best JPEG Compressors in 2025" },
  { slug: "image-compression-website-speed", title: "How Image Compression Speeds Up Your Website" },
  { slug: "png-vs-jpeg-compression", title: "PNG vs JPEG: Which Compresses Better?" },
  { slug: "png-transparency-optimization", title: "Optimising PNGs Without Losing Transparency" },
  { slug: "webp-format-benefits", title: "What WebP Gives You, and When to Use It" },
  { slug: "bulk-image-compression", title: "Compressing Images in Bulk" },
  { slug: "jpg-to-png-converter", title: "Converting JPG to PNG: When and How" },
  { slug: "jpeg-vs-webp-2024", title: "JPEG vs WebP: A Practical Comparison" },
  { slug: "batch-image-compression", title: "Batch Image Compression Workflows" },
  { slug: "mobile-image-optimization", title: "Optimising Images for Mobile" },
  { slug: "image-seo-guide-2024", title: "An Image SEO Guide" },
];

export const FIXED_BLOG_SLUGS: ReadonlySet<string> = new Set(FIXED_BLOG_ARTICLES.map((a) => a.slug));
