/**
 * A chain as a file and as a link: the same versioned JSON (chainFileSchema), downloaded as
 * `{name}.squish-chain.json` or carried base64url-encoded in a link's hash, `/workspace#chain=...`.
 * A hash never reaches the server, so a shared chain is not even in its logs; and a chain holds
 * settings only, never a picture.
 */
import { parseChainFile, type ChainFile, type ChainStep } from "@squish/shared/chain";

export const SHARE_PARAM = "chain";

export function chainFile(name: string, steps: readonly ChainStep[]): ChainFile {
  return { squish: "chain", version: 1, name: name.trim(), steps: [...steps] };
}

/** The exported file's name; characters no file system takes become "_". */
export function exportFileName(name: string): string {
  const safe = [...name.trim()].map((ch) => (ch.charCodeAt(0) < 32 || '/\\:*?"<>|'.includes(ch) ? "_" : ch)).join("");
  return `${safe || "chain"}.squish-chain.json`;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** The hash part of a share link, starting with "#". */
export function chainHash(file: ChainFile): string {
  return `#${SHARE_PARAM}=${toBase64Url(JSON.stringify(file))}`;
}

/** The whole link, on this site's own address. */
export function shareLink(origin: string, file: ChainFile): string {
  return `${origin}/workspace${chainHash(file)}`;
}

export type LinkChain = { ok: true; chain: ChainFile } | { ok: false; error: string };

/** The chain a page's hash carries: null when it carries none, else the chain or why not. */
export function chainFromHash(hash: string): LinkChain | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const encoded = params.get(SHARE_PARAM);
  if (encoded === null) return null;
  let text: string;
  try {
    text = fromBase64Url(encoded.trim());
  } catch {
    return { ok: false, error: "This link's chain is damaged (it may have been cut short when copied)" };
  }
  const parsed = parseChainFile(text);
  return parsed.ok ? parsed : { ok: false, error: `This link's chain cannot be used: ${parsed.error}` };
}
