import {
  Crop,
  FileArchive,
  FileImage,
  FileText,
  Film,
  Images,
  LayoutGrid,
  Droplets,
  Maximize2,
  Repeat,
  Image as ImageIcon,
  type LucideIcon,
} from "lucide-react";

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

export function toolIcon(id: string): LucideIcon {
  return TOOL_ICONS[id] ?? ImageIcon;
}
