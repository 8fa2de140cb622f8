// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolSeo } from "../tool-manifest.ts";
import { seo as jpegCompressSeo } from "../tools/jpeg-compress/seo.ts";
import { seo as pngOptimizerSeo } from "../tools/png-optimizer/seo.ts";
import { seo as webpCompressSeo } from "../tools/webp-compress/seo.ts";
import { seo as gifCompressSeo } from "../tools/gif-compress/seo.ts";
import { seo as pdfCompressSeo } from "../tools/pdf-compress/seo.ts";
import { seo as bulkCompressSeo } from "../tools/bulk-compress/seo.ts";
import { seo as watermarkToolSeo } from "../tools/watermark-tool/seo.ts";
import { seo as imageResizerSeo } from "../tools/image-resizer/seo.ts";
import { seo as imageCropperSeo } from "../tools/image-cropper/seo.ts";
import { seo as formatConverterSeo } from "../tools/format-converter/seo.ts";
import { seo as workspaceSeo } from "../tools/workspace/seo.ts";

export const TOOL_SEO: Readonly<Record<string, ToolSeo>> = {
  "jpeg-compress": jpegCompressSeo,
  "png-optimizer": pngOptimizerSeo,
  "webp-compress": webpCompressSeo,
  "gif-compress": gifCompressSeo,
  "pdf-compress": pdfCompressSeo,
  "bulk-compress": bulkCompressSeo,
  "watermark-tool": watermarkToolSeo,
  "image-resizer": imageResizerSeo,
  "image-cropper": imageCropperSeo,
  "format-converter": formatConverterSeo,
  workspace: workspaceSeo,
};
