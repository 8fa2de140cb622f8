// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolSeo } from "../tool-manifest.ts";
import { seo as jpegCompress } from "../tools/jpeg-compress/seo.ts";
import { seo as pngOptimizer } from "../tools/png-optimizer/seo.ts";
import { seo as webpCompress } from "../tools/webp-compress/seo.ts";
import { seo as gifCompress } from "../tools/gif-compress/seo.ts";
import { seo as pdfCompress } from "../tools/pdf-compress/seo.ts";
import { seo as bulkCompress } from "../tools/bulk-compress/seo.ts";
import { seo as watermarkTool } from "../tools/watermark-tool/seo.ts";
import { seo as imageResizer } from "../tools/image-resizer/seo.ts";
import { seo as imageCropper } from "../tools/image-cropper/seo.ts";
import { seo as formatConverter } from "../tools/format-converter/seo.ts";
import { seo as workspace } from "../tools/workspace/seo.ts";

export const TOOL_SEO: Readonly<Record<string, ToolSeo>> = {
  "jpeg-compress": jpegCompress,
  "png-optimizer": pngOptimizer,
  "webp-compress": webpCompress,
  "gif-compress": gifCompress,
  "pdf-compress": pdfCompress,
  "bulk-compress": bulkCompress,
  "watermark-tool": watermarkTool,
  "image-resizer": imageResizer,
  "image-cropper": imageCropper,
  "format-converter": formatConverter,
  workspace: workspace,
};
