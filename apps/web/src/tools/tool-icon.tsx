import type { ToolIconName } from "@squish/shared/tool-manifest";
import { toolById } from "@squish/shared/tools";
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

/** How each icon a tool's manifest may name is drawn (a new name is added here and in the manifest's list). */
const ICONS: Record<ToolIconName, LucideIcon> = {
  "file-image": FileImage,
  image: ImageIcon,
  "file-archive": FileArchive,
  film: Film,
  "file-text": FileText,
  images: Images,
  droplets: Droplets,
  maximize: Maximize2,
  crop: Crop,
  repeat: Repeat,
  "layout-grid": LayoutGrid,
};

/** The icon a tool shows in menus, cards and the catalogue: the one its manifest names. */
export function ToolIcon({ toolId, ...props }: { toolId: string } & LucideProps) {
  const name = toolById(toolId)?.icon;
  return createElement(name ? ICONS[name] : ImageIcon, { "aria-hidden": true, ...props });
}
