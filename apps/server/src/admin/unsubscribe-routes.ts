/**
 * /unsubscribe: the link at the foot of every announcement. Opening it (GET) or a mail program's
 * own button (POST, RFC 8058, no cookie and no Origin: so it lives outside /api and its guards)
 * turns the member's switch for that topic off. The signature is the only credential, and all it
 * can do is stop emails.
 */
import { ANNOUNCEMENT_TOPICS } from "@squish/shared/announcements";
import { Hono, type Context } from "hono";
import type { DatabaseHandle } from "../db/database.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import { unsubscribe, verifyUnsubscribe } from "./announcements.ts";

function page(c: Context, status: 200 | 400, title: string, text: string) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Squish</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="/settings">Your notification settings</a> · <a href="/">Squish</a></p></body></html>`,
    status,
  );
}

export function unsubscribeRoutes({ db }: DatabaseHandle, key: string) {
  const handle = async (c: Context) => {
    const link = verifyUnsubscribe(key, new URL(c.req.url).searchParams);
    if (!link) {
      return page(
        c,
        400,
        "This link does not work",
        "It may have been cut short. Switch the emails off in your settings instead.",
      );
    }
    await unsubscribe(db, link.userId, link.topic);
    const label = ANNOUNCEMENT_TOPICS[link.topic].label;
    return page(
      c,
      200,
      "You are unsubscribed",
      `You will get no more “${label}” emails from Squish. You can switch them on again in your settings.`,
    );
  };
  return new Hono().get("/", handle).post("/", handle);
}
