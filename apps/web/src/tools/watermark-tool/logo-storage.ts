/**
 * The last logo stays in this browser (localStorage) so it is there next visit; it is never sent
 * anywhere. Large logos are used but not remembered, since the storage is small.
 */
import { bytesToBase64 } from "@/lib/base64";
import type { Logo } from "../steps/watermark/watermark-options.ts";

const KEY = "squish.watermark.logo";
const MAX_REMEMBERED_BYTES = 1024 * 1024;

export function rememberLogo(logo: Logo | null): boolean {
  try {
    if (!logo) {
      localStorage.removeItem(KEY);
      return true;
    }
    if (logo.bytes.length > MAX_REMEMBERED_BYTES) return false;
    localStorage.setItem(KEY, JSON.stringify({ name: logo.name, data: bytesToBase64(logo.bytes) }));
    return true;
  } catch {
    return false;
  }
}

export function rememberedLogo(): Logo | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as { name: string; data: string } | null;
    if (!saved) return null;
    return { name: saved.name, bytes: Uint8Array.from(atob(saved.data), (c) => c.charCodeAt(0)) };
  } catch {
    return null;
  }
}
