/**
 * Security headers for every response. The Content-Security-Policy allows only the site's own
 * scripts, workers and WebAssembly: no third-party origin can run code or receive data, which is
 * what makes "your files never leave your device" checkable in the browser's developer tools.
 */
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

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
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
