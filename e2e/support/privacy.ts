/**
 * The privacy checks the browser suites share: every request a context makes is recorded (pages,
 * their workers, every fetch), and a request fails the check if it goes to another origin, carries
 * a body over 4 KB, or carries any 32-byte piece of an input or output file, raw or base64. For a
 * signed-in person, activity records are allowed and must be small JSON of names and sizes.
 */
import { activitySchema } from "@squish/shared/account/activity";
import type { BrowserContext, Request } from "playwright-core";
import { baseUrl } from "./browser.ts";

const MAX_BODY = 4 * 1024;
const WINDOW = 32;
const ACTIVITY_FIELDS = Object.keys(activitySchema.shape);

export interface Recorded {
  request: Request;
  url: string;
  method: string;
  body: Buffer | null;
}

/** Records every request of the context (pages and their workers) from now on. */
export function recordRequests(context: BrowserContext): Recorded[] {
  const recorded: Recorded[] = [];
  context.on("request", (request) =>
    recorded.push({ request, url: request.url(), method: request.method(), body: request.postDataBuffer() }),
  );
  return recorded;
}

/** 32-byte pieces spread through a file (start, middle, end), and their base64 forms. */
function samples(bytes: Uint8Array, count = 24): { raw: Buffer[]; base64: string[] } {
  const raw: Buffer[] = [];
  const base64: string[] = [];
  const buffer = Buffer.from(bytes);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(((buffer.length - WINDOW) * i) / (count - 1));
    raw.push(buffer.subarray(at, at + WINDOW));
    // In the base64 of the whole file, 30 bytes starting at a multiple of 3 always encode the same.
    const aligned = Math.ceil(at / 3) * 3;
    if (aligned + 30 <= buffer.length) base64.push(buffer.subarray(aligned, aligned + 30).toString("base64"));
  }
  return { raw, base64 };
}

/** What a request must not be: off-site, large, or carrying any sampled piece of the files. */
export async function violations(recorded: Recorded[], files: Uint8Array[], allowActivity: boolean): Promise<string[]> {
  const site = new URL(baseUrl).origin;
  const pieces = files.map((bytes) => samples(bytes));
  const found: string[] = [];
  for (const { request, url, method, body } of recorded) {
    const parsed = new URL(url);
    if (parsed.protocol !== "data:" && parsed.origin !== site) found.push(`${method} ${url}: not this site`);
    // The body as sent, even when the browser did not hand its bytes to the recorder.
    // Chromium sometimes never reports sizes for an answered activity POST (seen once its answer
    // carried Cache-Control: no-store), so wait a moment at most: the body, recorded as sent, is
    // still measured below.
    const sizes = await Promise.race([
      request.sizes().catch(() => null),
      new Promise<null>((done) => setTimeout(() => done(null), 2_000)),
    ]);
    const size = Math.max(body?.length ?? 0, sizes?.requestBodySize ?? 0);
    if (size > MAX_BODY) found.push(`${method} ${url}: a body of ${size} bytes`);
    if (!body || body.length === 0) continue;
    const text = body.toString("latin1");
    for (const [index, { raw, base64 }] of pieces.entries()) {
      if (raw.some((piece) => body.includes(piece)) || base64.some((piece) => text.includes(piece))) {
        found.push(`${method} ${url}: carries bytes of file ${index + 1}`);
      }
    }
    if (parsed.origin === site && parsed.pathname === "/api/activities" && method === "POST") {
      if (!allowActivity) found.push(`${method} ${url}: a guest's activity record`);
      else {
        const record = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
        const extra = Object.keys(record).filter((key) => !ACTIVITY_FIELDS.includes(key));
        if (extra.length > 0) found.push(`${method} ${url}: unexpected fields ${extra.join(", ")}`);
        if (body.length > 1024) found.push(`${method} ${url}: an activity record of ${body.length} bytes`);
      }
    } else if (method !== "GET" && method !== "HEAD" && body.length > 0) {
      found.push(`${method} ${url}: an unexpected request body of ${body.length} bytes`);
    }
  }
  return found;
}
