// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolInfo } from "../tool-manifest.ts";
import { info as jpegCompressInfo } from "../tools/jpeg-compress/info.ts";
import { info as pngOptimizerInfo } from "../tools/png-optimizer/info.ts";
import { info as webpCompressInfo } from "../tools/webp-compress/info.ts";
import { info as gifCompressInfo } from "../tools/gif-compress/info.ts";
import { info as pdfCompressInfo } from "../tools/pdf-compress/info.ts";
import { info as bulkCompressInfo } from "../tools/bulk-compress/info.ts";
import { info as watermarkToolInfo } from "../tools/watermark-tool/info.ts";
import { info as imageResizerInfo } from "../tools/image-resizer/info.ts";
import { info as imageCropperInfo } from "../tools/image-cropper/info.ts";
import { info as formatConverterInfo } from "../tools/format-converter/info.ts";
import { info as workspaceInfo } from "../tools/workspace/info.ts";

export const TOOL_INFOS: readonly ToolInfo[] = [
  jpegCompressInfo,
  pngOptimizerInfo,
  webpCompressInfo,
  gifCompressInfo,
  pdfCompressInfo,
  bulkCompressInfo,
  watermarkToolInfo,
  imageResizerInfo,
  imageCropperInfo,
  formatConverterInfo,
  workspaceInfo,
];
