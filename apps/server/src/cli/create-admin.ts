/**
 * `npm run admin:create -- EMAIL`: makes an existing user an admin (decision 8: the first admin is
 * created from the command line). It reads the same settings as the server (DATA_DIR or
 * DATABASE_URL), so run it with the environment the server runs with.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

export async function makeAdmin(
  env: Record<string, string | undefined>,
  cwd: string,
  email: string,
): Promise<{ ok: boolean; message: string }> {
  const config = loadConfig(env, {
    cwd,
    webRoot: resolve(dirname(fileURLToPath(import.meta.url)), "../../../web/dist"),
  });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const wanted = email.trim().toLowerCase();
    const user = await database.db
      .selectFrom("user")
      .select(["id", "email", "role"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", wanted))
      .executeTakeFirst();
    if (!user)
      return { ok: false, message: `No user has the email ${email}. Sign up on the site first, then run this again.` };
    if (user.role === "admin") return { ok: true, message: `${user.email} is already an admin.` };
    await database.db.updateTable("user").set({ role: "admin" }).where("id", "=", user.id).execute();
    return { ok: true, message: `${user.email} is now an admin. They can sign in at /admin/login.` };
  } finally {
    await database.close();
  }
}

async function main() {
  const email = process.argv[2];
  if (!email || !email.includes("@")) {
    console.error("Usage: npm run admin:create -- EMAIL");
    process.exit(64);
  }
  try {
    const result = await makeAdmin(process.env, process.env.INIT_CWD ?? process.cwd(), email);
    (result.ok ? console.log : console.error)(result.message);
    process.exit(result.ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Could not update the user: ${String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) void main();
