/** Normalises rows at the repository edge: SQLite gives 0/1 for booleans, PostgreSQL true/false. */
export const toBool = (value: unknown): boolean => value === true || value === 1 || value === "1";

/** Sizes in MB rounded to what is worth showing, so float noise does not reach the screen. */
export const roundMb = (value: number): number => Math.round(value * 1e6) / 1e6;

export const nowIso = () => new Date().toISOString();
