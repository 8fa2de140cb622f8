/**
 * The bench's members. One signs up through the API as a person would, so its rows are exactly
 * what the server writes; the others are copies of its rows (user, password account, session)
 * with their own ids, addresses and session tokens, written straight into the database.
 *
 * Why copies: signing 2,000 people up and in through the API would spend minutes hashing
 * passwords (scrypt, N = 16384) and trip the sign-up limit. The copies share the template's
 * password hash, so each of them can also sign in with BENCH_PASSWORD, which the load does.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { openDatabase, type DatabaseTarget } from "../../apps/server/src/db/database.ts";
import { signedInCookie, type Instance } from "../api-session.ts";

export interface Member {
  id: string;
  email: string;
  /** The Cookie header of the member's own session. */
  cookie: string;
}

export const BENCH_PASSWORD = "benchmark password";
const SESSION_COOKIE = "better-auth.session_token";
/** Rows per insert statement: well under SQLite's 32,766 bound parameters. */
const CHUNK = 200;

/** better-auth's signed cookie: the token, a dot, and the HMAC-SHA256 of the token under the secret. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Signs the template member up through `instance`, then writes `count` members beside it.
 * `auth.secret` must be the instances' AUTH_SECRET, which signs their session cookies, and
 * `auth.site` their PUBLIC_URL, the Origin the sign-up comes from.
 */
export async function createMembers(
  instance: Instance,
  target: DatabaseTarget,
  count: number,
  auth: { secret: string; site: string },
): Promise<Member[]> {
  const { secret, site } = auth;
  const runId = randomBytes(3).toString("hex");
  const templateEmail = `template-${runId}@example.com`;
  const templateCookie = await signedInCookie(instance, templateEmail, site);
  const { db, close } = openDatabase(target);
  try {
    const user = await db.selectFrom("user").selectAll().where("email", "=", templateEmail).executeTakeFirstOrThrow();
    const account = await db.selectFrom("account").selectAll().where("userId", "=", user.id).executeTakeFirstOrThrow();
    const session = await db.selectFrom("session").selectAll().where("userId", "=", user.id).executeTakeFirstOrThrow();
    const members: Member[] = [];
    const rows = { user: [] as (typeof user)[], account: [] as (typeof account)[], session: [] as (typeof session)[] };
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const email = `member-${runId}-${i}@example.com`;
      const token = randomBytes(24).toString("base64url");
      rows.user.push({ ...user, id, email, name: `Member ${i}` });
      rows.account.push({ ...account, id: randomUUID(), accountId: id, userId: id });
      rows.session.push({ ...session, id: randomUUID(), token, userId: id });
      members.push({ id, email, cookie: sessionCookie(token, secret) });
    }
    await db.transaction().execute(async (trx) => {
      for (const part of chunks(rows.user)) await trx.insertInto("user").values(part).execute();
      for (const part of chunks(rows.account)) await trx.insertInto("account").values(part).execute();
      for (const part of chunks(rows.session)) await trx.insertInto("session").values(part).execute();
    });
    // The template's own cookie proves the format; a copy's must work the same way.
    await expectSignedIn(instance, templateCookie, templateEmail);
    if (members[0]) await expectSignedIn(instance, members[0].cookie, members[0].email);
    return members;
  } finally {
    await close();
  }
}

async function expectSignedIn(instance: Instance, cookie: string, email: string) {
  const response = await fetch(`${instance.url}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { email?: string } } | null;
  if (body?.user?.email !== email) {
    throw new Error(`A seeded session is not accepted (${response.status}): the cookie or row format changed`);
  }
}
