import {
  Crop,
  Droplets,
  FileArchive,
  FileImage,
  FileText,
  Film,
  Image as ImageIcon,
  Images,
  LayoutGrid,
  Maximize2,
  Repeat,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import { createElement } from "react";

/** The icon each tool shows in menus, cards and the catalogue. */
const TOOL_ICONS: Record<string, LucideIcon> = {
  "jpeg-compress": FileImage,
  "png-optimizer": ImageIcon,
  "webp-compress": FileArchive,
  "gif-compress": Film,
  "pdf-compress": FileText,
  "bulk-compress": Images,
  "watermark-tool": Droplets,
  "image-resizer": Maximize2,
  "image-cropper": Crop,
  "format-converter": Repeat,
  workspace: LayoutGrid,
};

export function ToolIcon({ toolId, ...props }: { toolId: string } & LucideProps) {
  return createElement(TOOL_ICONS[toolId] ?? ImageIcon, { "aria-hidden": true, ...props });
}
