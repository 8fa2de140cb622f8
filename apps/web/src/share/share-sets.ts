/**
 * Shared files wait in sets, one per share (issue 23, item 6). Any page on the web can POST to the
 * share target, and a real share from the OS carries no proof of where it came from either, so a
 * share never replaces what is already waiting, every set is shown as received from another app
 * with the time it arrived, and nothing is opened until the person picks a tool. Plain logic with
 * no DOM or worker types: the service worker (apps/web/sw/sw.ts) and the /share page both use it.
 */
import { SHARE_PATH } from "../offline/sw-protocol.ts";

/** Where each shared file is kept in Cache Storage: one folder per share, files in order. */
const FILE_PREFIX = `${SHARE_PATH}/file/`;

/** A new set's id: its arrival time first (so ids sort by time), then randomness against clashes. */
export function newShareSetId(receivedAt: number, random: string): string {
  return `${receivedAt.toString(36).padStart(9, "0")}-${random.replace(/[^a-z0-9]/gi, "").slice(0, 12)}`;
}

/** The Cache Storage path of the `index`th file of a set. */
export function shareFilePath(setId: string, index: number): string {
  return `${FILE_PREFIX}${setId}/${index}`;
}

/**
 * The set and position of a stored file, from its path or full URL. Files kept by the worker
 * before sets existed (`/share/file/<index>`) form one set with no known arrival time.
 */
export function parseShareFilePath(address: string): { setId: string; index: number } | null {
  const path = address.startsWith("/") ? address : new URL(address).pathname;
  if (!path.startsWith(FILE_PREFIX)) return null;
  const parts = path.slice(FILE_PREFIX.length).split("/");
  const index = Number(parts.at(-1));
  if (!Number.isInteger(index) || index < 0) return null;
  if (parts.length === 1) return { setId: LEGACY_SET_ID, index };
  if (parts.length === 2 && /^[a-z0-9-]+$/i.test(parts[0]!)) return { setId: parts[0]!, index };
  return null;
}

/** The set of files kept by an older worker, which had no arrival time. */
export const LEGACY_SET_ID = "earlier";

export interface StoredShareFile<F> {
  setId: string;
  index: number;
  /** When the share arrived (ms since 1970), or null when the worker did not record it. */
  receivedAt: number | null;
  file: F;
}

export interface ShareSet<F> {
  id: string;
  receivedAt: number | null;
  /** In the order they were shared. */
  files: F[];
}

/** Groups stored files into their sets, newest first (sets of unknown time last). */
export function groupShareSets<F>(stored: readonly StoredShareFile<F>[]): ShareSet<F>[] {
  const byId = new Map<string, StoredShareFile<F>[]>();
  for (const entry of stored) byId.set(entry.setId, [...(byId.get(entry.setId) ?? []), entry]);
  const sets = [...byId.entries()].map(([id, entries]) => ({
    id,
    receivedAt: entries.find((entry) => entry.receivedAt !== null)?.receivedAt ?? null,
    files: [...entries].sort((a, b) => a.index - b.index).map((entry) => entry.file),
  }));
  return sets.sort((a, b) => (b.receivedAt ?? -Infinity) - (a.receivedAt ?? -Infinity) || b.id.localeCompare(a.id));
}

/** Reads the arrival-time header the worker writes; anything else counts as unknown. */
export function parseReceivedAt(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header)) return null;
  const time = Number(header);
  return Number.isSafeInteger(time) ? time : null;
}

export interface ArrivalOptions {
  /** BCP 47 locale for the date and time; the browser's own when left out. */
  locale?: string;
  /** IANA time zone; the browser's own when left out. */
  timeZone?: string;
}

/**
 * When a set arrived, for its heading: "today at 18:52", or "on 24 Nov at 09:05" for an older
 * day, or "earlier" when unknown.
 */
export function arrivalText(receivedAt: number | null, now: number, options: ArrivalOptions = {}): string {
  if (receivedAt === null) return "earlier";
  const { locale, timeZone } = options;
  const day = new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "numeric", day: "numeric" });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(receivedAt);
  if (day.format(receivedAt) === day.format(now)) return `today at ${time}`;
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short" }).format(receivedAt);
  return `on ${date} at ${time}`;
}

/** The heading of a set: where it came from (never trusted as our own) and when it arrived. */
export function shareSetHeading(receivedAt: number | null, now: number, options: ArrivalOptions = {}): string {
  return `Received from another app ${arrivalText(receivedAt, now, options)}`;
}
