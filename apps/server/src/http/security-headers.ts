/**
 * Security headers for every response. The Content-Security-Policy allows only the site's own
 * scripts, workers and WebAssembly: no third-party origin can run code or receive data, which is
 * what makes "your files never leave your device" checkable in the browser's developer tools.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { secureHeaders } from "hono/secure-headers";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // WebAssembly codecs need 'wasm-unsafe-eval'; it allows compiling WASM, not eval() of strings.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  workerSrc: ["'self'", "blob:"],
  // Radix positions popovers with inline style attributes and sonner injects its stylesheet.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Previews of the user's own files are blob: URLs; small inline icons are data: URLs.
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The hashes of the inline scripts in the built index.html, for script-src: the one that sets the
 * theme before the first paint is inline so that a server-rendered page paints without waiting
 * for a file (record 0049). Only those exact scripts may run inline; nothing else.
 */
export function inlineScriptHashes(webRoot: string): string[] {
  const file = join(webRoot, "index.html");
  if (!existsSync(file)) return [];
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`,
  );
}

export const securityHeaders = (scriptHashes: string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      ...CONTENT_SECURITY_POLICY,
      scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptHashes],
    },
    // Cross-origin isolation lets the codecs use SharedArrayBuffer for threads; the site loads
    // nothing from other origins, so requiring CORP costs nothing.
    crossOriginEmbedderPolicy: "require-corp",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Sent by https-only-hsts.ts, and only over HTTPS (issue 23).
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
