/** Reads the emails the test server wrote to its outbox folder (it has no SMTP server). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

const outboxDir = inject("outboxDir");

/** The link in the newest email to `to` whose subject matches, waiting up to 10 s for it. */
export async function linkFromEmail(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((f) => f.endsWith(".html"))
          .sort()
      : [];
    for (const file of files.reverse()) {
      const html = readFileSync(join(outboxDir, file), "utf8");
      if (!html.includes(`data-to="${to}"`) || !subject.test(html)) continue;
      const href = html.match(/<a href="([^"]+)"/)?.[1];
      if (href) return href.replaceAll("&amp;", "&");
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No email to ${to} matching ${subject} in ${outboxDir}`);
}
