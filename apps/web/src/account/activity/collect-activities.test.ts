import type { Activity } from "@squish/shared/account/activity";
import { describe, expect, it } from "vitest";
import { collectActivities } from "./collect-activities.ts";

const activity = (n: number): Activity => ({
  id: `a${n}`,
  activity_type: "compress",
  file_name: `photo-${n}.jpg`,
  description: "Compressed at quality 75",
  original_size_mb: 1,
  compressed_size_mb: 0.5,
  compression_percentage: 50,
  created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
});

/** A history served newest first, as the API does; `arrive` adds rows at the top between pages. */
function history(count: number, arrive: (call: number) => number = () => 0) {
  let rows = Array.from({ length: count }, (_, i) => activity(count - i));
  let calls = 0;
  const offsets: number[] = [];
  const fetchPage = async (offset: number, limit: number) => {
    const added = arrive(calls++);
    const top = rows.length;
    rows = [...Array.from({ length: added }, (_, i) => activity(top + added - i + 1000)), ...rows];
    offsets.push(offset);
    return { items: rows.slice(offset, offset + limit), total: rows.length };
  };
  return { fetchPage, offsets };
}

describe("collecting the whole history for the export", () => {
  it("takes every row of every page, in order, not only the page on screen", async () => {
    const { fetchPage, offsets } = history(125);
    const all = await collectActivities(fetchPage, 50);
    expect(all).toHaveLength(125);
    expect(all[0]!.id).toBe("a125");
    expect(all.at(-1)!.id).toBe("a1");
    expect(offsets).toEqual([0, 50, 100]);
  });

  it("stops after one request when everything fits, and on an empty history", async () => {
    expect(await collectActivities(history(50).fetchPage, 50)).toHaveLength(50);
    const empty = history(0);
    expect(await collectActivities(empty.fetchPage, 50)).toEqual([]);
    expect(empty.offsets).toEqual([0]);
  });

  it("keeps each row once when new activity arrives at the top while it pages", async () => {
    // Two rows arrive before the second page is read: it starts with two rows already taken.
    const { fetchPage } = history(120, (call) => (call === 1 ? 2 : 0));
    const all = await collectActivities(fetchPage, 50);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (let n = 1; n <= 120; n++) expect(all.some((a) => a.id === `a${n}`)).toBe(true);
  });
});
