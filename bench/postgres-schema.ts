/**
 * A schema of its own in the local PostgreSQL for one bench run (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards; null when PostgreSQL is not
 * reachable, so the bench can say so and measure SQLite alone.
 */
import pg from "pg";

export async function postgresSchema(): Promise<{ url: string; schema: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL?.startsWith("postgres")
    ? process.env.DATABASE_URL
    : "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  const schema = `squish_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const separator = base.includes("?") ? "&" : "?";
  return {
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}
