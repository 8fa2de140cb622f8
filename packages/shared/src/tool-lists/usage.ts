// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolUsageRule } from "../tool-manifest.ts";
import { usage as jpegCompressUsage } from "../tools/jpeg-compress/usage.ts";
import { usage as pngOptimizerUsage } from "../tools/png-optimizer/usage.ts";
import { usage as webpCompressUsage } from "../tools/webp-compress/usage.ts";
import { usage as gifCompressUsage } from "../tools/gif-compress/usage.ts";
import { usage as pdfCompressUsage } from "../tools/pdf-compress/usage.ts";
import { usage as bulkCompressUsage } from "../tools/bulk-compress/usage.ts";
import { usage as watermarkToolUsage } from "../tools/watermark-tool/usage.ts";
import { usage as imageResizerUsage } from "../tools/image-resizer/usage.ts";
import { usage as imageCropperUsage } from "../tools/image-cropper/usage.ts";
import { usage as formatConverterUsage } from "../tools/format-converter/usage.ts";
import { usage as workspaceUsage } from "../tools/workspace/usage.ts";

export const TOOL_USAGE: Readonly<Record<string, ToolUsageRule | null>> = {
  "jpeg-compress": jpegCompressUsage,
  "png-optimizer": pngOptimizerUsage,
  "webp-compress": webpCompressUsage,
  "gif-compress": gifCompressUsage,
  "pdf-compress": pdfCompressUsage,
  "bulk-compress": bulkCompressUsage,
  "watermark-tool": watermarkToolUsage,
  "image-resizer": imageResizerUsage,
  "image-cropper": imageCropperUsage,
  "format-converter": formatConverterUsage,
  workspace: workspaceUsage,
};
