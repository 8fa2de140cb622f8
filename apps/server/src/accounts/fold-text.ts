/**
 * Text as the activity search compares it: Unicode-normalised and lower-cased in JavaScript, the
 * same on both databases. SQLite's lower() folds ASCII letters only, and PostgreSQL's depends on
 * the database's locale, so "É" and "é" did not match on SQLite (issue 23, item 10). NFKC also
 * lets a composed "é" match a decomposed one, and full-width letters their usual form.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}
