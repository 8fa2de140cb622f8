// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolFormats } from "../tool-manifest.ts";
import { formats as jpegCompress } from "../tools/jpeg-compress/formats.ts";
import { formats as pngOptimizer } from "../tools/png-optimizer/formats.ts";
import { formats as webpCompress } from "../tools/webp-compress/formats.ts";
import { formats as gifCompress } from "../tools/gif-compress/formats.ts";
import { formats as pdfCompress } from "../tools/pdf-compress/formats.ts";
import { formats as bulkCompress } from "../tools/bulk-compress/formats.ts";
import { formats as watermarkTool } from "../tools/watermark-tool/formats.ts";
import { formats as imageResizer } from "../tools/image-resizer/formats.ts";
import { formats as imageCropper } from "../tools/image-cropper/formats.ts";
import { formats as formatConverter } from "../tools/format-converter/formats.ts";
import { formats as workspace } from "../tools/workspace/formats.ts";

export const TOOL_FORMATS: Readonly<Record<string, ToolFormats>> = {
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
