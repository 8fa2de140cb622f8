/**
 * The database as Kysely sees it. Each migration that adds a table adds its interface here.
 * Columns use types both SQLite and PostgreSQL store the same way (text, integer, real), so one
 * set of migrations and queries serves both.
 */
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
