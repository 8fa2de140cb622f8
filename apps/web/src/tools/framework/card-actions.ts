/**
 * Card actions a tool can offer on a finished file beyond Download and Compare. Each says whether
 * it can work here, so a button that could only fail (Share on most desktops) is never shown.
 */
import { Copy, Share2 } from "lucide-react";
import { copyImage, shareFile } from "./share-copy.ts";
import type { CardAction } from "./tool-definition.ts";

function browserSharesFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], "probe.jpg", { type: "image/jpeg" });
    return typeof navigator.share === "function" && navigator.canShare?.({ files: [probe] }) === true;
  } catch {
    return false;
  }
}

/**
 * Asked once per page and kept: the answer cannot change while the page lives, and asking
 * `canShare` with a file costs a few milliseconds, which every card's render paid before (a
 * long task once a batch's cards re-rendered together).
 */
let sharesFiles: boolean | undefined;
function canShareFiles(): boolean {
  sharesFiles ??= browserSharesFiles();
  return sharesFiles;
}

export const SHARE_ACTION: CardAction<object, object> = {
  id: "share",
  label: "Share",
  icon: Share2,
  available: canShareFiles,
  run: (item, session) => void shareFile(item.result!.blob, session.outputName(item)),
};

export const COPY_ACTION: CardAction<object, object> = {
  id: "copy",
  label: "Copy",
  icon: Copy,
  available: () => typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function",
  run: (item, session) => void copyImage(item.result!.blob, session.outputName(item)),
};
