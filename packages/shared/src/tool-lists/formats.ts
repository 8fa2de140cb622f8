// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolFormats } from "../tool-manifest.ts";
import { formats as jpegCompressFormats } from "../tools/jpeg-compress/formats.ts";
import { formats as pngOptimizerFormats } from "../tools/png-optimizer/formats.ts";
import { formats as webpCompressFormats } from "../tools/webp-compress/formats.ts";
import { formats as gifCompressFormats } from "../tools/gif-compress/formats.ts";
import { formats as pdfCompressFormats } from "../tools/pdf-compress/formats.ts";
import { formats as bulkCompressFormats } from "../tools/bulk-compress/formats.ts";
import { formats as watermarkToolFormats } from "../tools/watermark-tool/formats.ts";
import { formats as imageResizerFormats } from "../tools/image-resizer/formats.ts";
import { formats as imageCropperFormats } from "../tools/image-cropper/formats.ts";
import { formats as formatConverterFormats } from "../tools/format-converter/formats.ts";
import { formats as workspaceFormats } from "../tools/workspace/formats.ts";

export const TOOL_FORMATS: Readonly<Record<string, ToolFormats>> = {
  "jpeg-compress": jpegCompressFormats,
  "png-optimizer": pngOptimizerFormats,
  "webp-compress": webpCompressFormats,
  "gif-compress": gifCompressFormats,
  "pdf-compress": pdfCompressFormats,
  "bulk-compress": bulkCompressFormats,
  "watermark-tool": watermarkToolFormats,
  "image-resizer": imageResizerFormats,
  "image-cropper": imageCropperFormats,
  "format-converter": formatConverterFormats,
  workspace: workspaceFormats,
};
