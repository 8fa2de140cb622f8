// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolInfo } from "../tool-manifest.ts";
import { info as jpegCompress } from "../tools/jpeg-compress/info.ts";
import { info as pngOptimizer } from "../tools/png-optimizer/info.ts";
import { info as webpCompress } from "../tools/webp-compress/info.ts";
import { info as gifCompress } from "../tools/gif-compress/info.ts";
import { info as pdfCompress } from "../tools/pdf-compress/info.ts";
import { info as bulkCompress } from "../tools/bulk-compress/info.ts";
import { info as watermarkTool } from "../tools/watermark-tool/info.ts";
import { info as imageResizer } from "../tools/image-resizer/info.ts";
import { info as imageCropper } from "../tools/image-cropper/info.ts";
import { info as formatConverter } from "../tools/format-converter/info.ts";
import { info as workspace } from "../tools/workspace/info.ts";

export const TOOL_INFOS: readonly ToolInfo[] = [
  jpegCompress,
  pngOptimizer,
  webpCompress,
  gifCompress,
  pdfCompress,
  bulkCompress,
  watermarkTool,
  imageResizer,
  imageCropper,
  formatConverter,
  workspace,
];
