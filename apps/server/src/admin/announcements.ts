/**
 * Sending an admin's announcement to the members who switched its topic on (confirmed addresses
 * of enabled accounts only), each email carrying a signed one-click link that switches it off
 * (RFC 8058's List-Unsubscribe headers too, so mail programs offer their own button).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  ANNOUNCEMENT_TOPICS,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementTopic,
} from "@squish/shared/announcements";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import type { Mailer } from "../mail/mailer.ts";

type Db = Kysely<Database>;

const COLUMN = { product_updates: "product_updates", marketing: "marketing_communications" } as const;

function recipients(db: Db, topic: AnnouncementTopic) {
  return db
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .where(`profiles.${COLUMN[topic]}`, "=", true)
    .where("user.emailVerified", "=", true)
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]));
}

export async function announcementAudience(db: Db): Promise<AnnouncementAudience> {
  const count = async (topic: AnnouncementTopic) =>
    Number(
      (
        await recipients(db, topic)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return { product_updates: await count("product_updates"), marketing: await count("marketing") };
}

function signature(key: string, userId: string, topic: string): string {
  return createHmac("sha256", key).update(`unsubscribe:${userId}:${topic}`).digest("base64url");
}

export function unsubscribeUrl(origin: string, key: string, userId: string, topic: AnnouncementTopic): string {
  const query = new URLSearchParams({ u: userId, t: topic, s: signature(key, userId, topic) });
  return `${origin}/unsubscribe?${query}`;
}

/** The member and topic a link names, when its signature is ours; null otherwise. */
export function verifyUnsubscribe(
  key: string,
  query: URLSearchParams,
): { userId: string; topic: AnnouncementTopic } | null {
  const userId = query.get("u") ?? "";
  const topic = query.get("t") ?? "";
  const given = Buffer.from(query.get("s") ?? "");
  if (!userId || !(topic in ANNOUNCEMENT_TOPICS)) return null;
  const expected = Buffer.from(signature(key, userId, topic));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, topic: topic as AnnouncementTopic };
}

export async function unsubscribe(db: Db, userId: string, topic: AnnouncementTopic): Promise<void> {
  await db
    .updateTable("profiles")
    .set({ [COLUMN[topic]]: false })
    .where("id", "=", userId)
    .execute();
}

/** Sends it to everyone who wants it now; the number sent. */
export async function sendAnnouncement(
  db: Db,
  mailer: Mailer,
  announcement: Announcement,
  { origin, key }: { origin: string; key: string },
): Promise<number> {
  const people = await recipients(db, announcement.topic).select(["user.id", "user.email"]).execute();
  const label = ANNOUNCEMENT_TOPICS[announcement.topic].label;
  for (const person of people) {
    const link = unsubscribeUrl(origin, key, person.id, announcement.topic);
    const why = `You get this because “${label}” is on in your Squish settings.`;
    const paragraphs = announcement.body.split(/\n{2,}/);
    await mailer.send({
      kind: "announcement",
      to: person.email,
      subject: announcement.subject,
      text: [announcement.body, "", "— Squish", "", why, `Stop these emails with one click: ${link}`].join("\n"),
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n")}
<p>— Squish</p>
<p style="color:#555;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(link)}">Stop these emails</a>.</p>
</body></html>`,
      headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  }
  return people.length;
}
