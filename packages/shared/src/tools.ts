/**
 * The catalogue of tools: ids, routes, old paths that redirect to them, and the words the site
 * uses to describe them. The web app's tool registry, the router, the menus, the catalogue and
 * the server's route table all read this list, so a tool is named in exactly one place.
 */

export type ToolCategory = "compression" | "editing" | "conversion" | "bulk";

export interface ToolInfo {
  id: string;
  /** Canonical route of the tool's page. */
  path: `/${string}`;
  /** Older paths that redirect to `path` (spec: route tables and redirects). */
  aliases: readonly `/${string}`[];
  name: string;
  /** One sentence for cards and menus. */
  summary: string;
  category: ToolCategory;
  /** Highlights shown on catalogue cards. */
  features: readonly string[];
  /** Marked as popular in menus and the sidebar. */
  popular: boolean;
}

export const TOOLS: readonly ToolInfo[] = [
  {
    id: "jpeg-compress",
    path: "/jpeg-compress",
    aliases: ["/compress", "/compress-pro"],
    name: "JPEG Compressor",
    summary: "Shrink JPEG photos with MozJPEG while keeping them sharp.",
    category: "compression",
    features: ["MozJPEG encoder", "Quality presets", "Side-by-side compare"],
    popular: true,
  },
  {
    id: "png-optimizer",
    path: "/png-optimizer",
    aliases: ["/optimize-png"],
    name: "PNG Optimizer",
    summary: "Optimise PNGs losslessly or with smart palette reduction, transparency kept.",
    category: "compression",
    features: ["Lossless OxiPNG", "Palette quantisation", "Transparency preserved"],
    popular: true,
  },
  {
    id: "webp-compress",
    path: "/webp-compress",
    aliases: ["/webp-compressor"],
    name: "WebP Compressor",
    summary: "Compress WebP images, lossy or lossless, with libwebp.",
    category: "compression",
    features: ["Lossy and lossless", "Alpha kept", "libwebp encoder"],
    popular: true,
  },
  {
    id: "gif-compress",
    path: "/gif-compress",
    aliases: ["/gif-compressor"],
    name: "GIF Compressor",
    summary: "Make animated and still GIFs smaller, frame by frame.",
    category: "compression",
    features: ["Animated GIFs", "Palette optimisation", "Frame timing kept"],
    popular: false,
  },
  {
    id: "pdf-compress",
    path: "/pdf-compress",
    aliases: ["/pdf-compressor"],
    name: "PDF Compressor",
    summary: "Reduce PDF size by recompressing and downsampling its images.",
    category: "compression",
    features: ["Image recompression", "Text stays sharp", "No upload"],
    popular: true,
  },
  {
    id: "bulk-compress",
    path: "/bulk-compress",
    aliases: [],
    name: "Bulk Compressor",
    summary: "Compress up to 100 images at once and download them as one ZIP.",
    category: "bulk",
    features: ["Up to 100 images", "Every core used", "ZIP download"],
    popular: false,
  },
  {
    id: "watermark-tool",
    path: "/watermark-tool",
    aliases: [],
    name: "Watermark Tool",
    summary: "Add a text or image watermark with your choice of opacity and position.",
    category: "editing",
    features: ["Text or image", "Opacity and position", "Batch watermarking"],
    popular: true,
  },
  {
    id: "image-resizer",
    path: "/image-resizer",
    aliases: ["/resize-image"],
    name: "Image Resizer",
    summary: "Resize by dimensions, percentage or preset, keeping the aspect ratio.",
    category: "editing",
    features: ["Dimensions or percent", "Presets", "Lanczos resampling"],
    popular: true,
  },
  {
    id: "image-cropper",
    path: "/image-cropper",
    aliases: [],
    name: "Image Cropper",
    summary: "Crop to 16:9, 4:3, 1:1 or your own ratio with a live preview.",
    category: "editing",
    features: ["Preset ratios", "Custom ratio", "Live preview"],
    popular: false,
  },
  {
    id: "format-converter",
    path: "/format-converter",
    aliases: [],
    name: "Format Converter",
    summary: "Convert between JPEG, PNG, WebP and AVIF.",
    category: "conversion",
    features: ["JPEG, PNG, WebP, AVIF", "Transparency aware", "Batch conversion"],
    popular: false,
  },
  {
    id: "workspace",
    path: "/workspace",
    aliases: [],
    name: "Workspace",
    summary: "Chain resize, crop, watermark and compression on a batch of images.",
    category: "bulk",
    features: ["Several tools in one", "Batch pipeline", "One download"],
    popular: false,
  },
];

/** The six tools of the header's quick-tools dropdown, in menu order. */
export const QUICK_TOOL_IDS = [
  "jpeg-compress",
  "png-optimizer",
  "webp-compress",
  "pdf-compress",
  "image-resizer",
  "watermark-tool",
] as const;

export function toolById(id: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.id === id);
}

export function quickTools(): ToolInfo[] {
  return QUICK_TOOL_IDS.map((id) => {
    const tool = toolById(id);
    if (!tool) throw new Error(`Quick tool ${id} is not in the catalogue`);
    return tool;
  });
}
