import { describe, expect, it } from "vitest";
import {
  LEGACY_SET_ID,
  arrivalText,
  groupShareSets,
  newShareSetId,
  parseReceivedAt,
  parseShareFilePath,
  shareFilePath,
  shareSetHeading,
  type StoredShareFile,
} from "./share-sets.ts";

const utc = { locale: "en-GB", timeZone: "UTC" };
const at = (iso: string) => Date.parse(iso);

describe("where shared files are kept", () => {
  it("gives each share its own folder and reads the set and position back", () => {
    const id = newShareSetId(at("2026-11-26T18:52:00Z"), "0b9e5c1a-7f3d-4e2b-9a1c-5d6e7f8a9b0c");
    expect(id).toMatch(/^[a-z0-9]+-[a-z0-9]{12}$/);
    expect(shareFilePath(id, 2)).toBe(`/share/file/${id}/2`);
    expect(parseShareFilePath(`https://squish.example/share/file/${id}/2`)).toEqual({ setId: id, index: 2 });
    expect(parseShareFilePath(shareFilePath(id, 0))).toEqual({ setId: id, index: 0 });
  });

  it("sorts set ids by arrival time", () => {
    const earlier = newShareSetId(at("2026-11-26T09:00:00Z"), "ffffffff");
    const later = newShareSetId(at("2026-11-26T18:00:00Z"), "00000000");
    expect(earlier < later).toBe(true);
  });

  it("reads files an older worker kept (no set) as one earlier set, and refuses anything else", () => {
    expect(parseShareFilePath("/share/file/3")).toEqual({ setId: LEGACY_SET_ID, index: 3 });
    expect(parseShareFilePath("/share/other/1")).toBeNull();
    expect(parseShareFilePath("/share/file/abc/x")).toBeNull();
    expect(parseShareFilePath("/share/file/a/b/1")).toBeNull();
    expect(parseShareFilePath("/share/file/-1")).toBeNull();
  });

  it("reads only a whole number of milliseconds as an arrival time", () => {
    expect(parseReceivedAt("1795719120000")).toBe(1795719120000);
    expect(parseReceivedAt(null)).toBeNull();
    expect(parseReceivedAt("soon")).toBeNull();
    expect(parseReceivedAt("1e3")).toBeNull();
    expect(parseReceivedAt("99999999999999999999")).toBeNull();
  });
});

describe("grouping shared files into sets", () => {
  const file = (setId: string, index: number, receivedAt: number | null, name: string): StoredShareFile<string> => ({
    setId,
    index,
    receivedAt,
    file: name,
  });

  it("keeps every share as its own set, newest first, files in the order shared", () => {
    const sets = groupShareSets([
      file("a", 1, 1000, "a-second.jpg"),
      file("b", 0, 2000, "b.pdf"),
      file("a", 0, 1000, "a-first.jpg"),
      file(LEGACY_SET_ID, 0, null, "old.png"),
    ]);
    expect(sets).toEqual([
      { id: "b", receivedAt: 2000, files: ["b.pdf"] },
      { id: "a", receivedAt: 1000, files: ["a-first.jpg", "a-second.jpg"] },
      { id: LEGACY_SET_ID, receivedAt: null, files: ["old.png"] },
    ]);
  });

  it("has no sets when nothing waits", () => {
    expect(groupShareSets([])).toEqual([]);
  });
});

describe("how a set is labelled", () => {
  const now = at("2026-11-26T18:55:00Z");

  it("says every set came from another app, with the time it arrived today", () => {
    expect(shareSetHeading(at("2026-11-26T18:52:00Z"), now, utc)).toBe("Received from another app today at 18:52");
  });

  it("names the day for a set that arrived before today", () => {
    expect(arrivalText(at("2026-11-24T09:05:00Z"), now, utc)).toBe("on 24 Nov at 09:05");
  });

  it("uses the person's time zone to decide what today is", () => {
    // 23:30 UTC on the 25th is 08:30 on the 26th in Tokyo, the same day as 10:00 UTC on the 26th.
    const morning = at("2026-11-26T10:00:00Z");
    const lateNight = at("2026-11-25T23:30:00Z");
    expect(arrivalText(lateNight, morning, { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("today at 08:30");
    expect(arrivalText(lateNight, morning, utc)).toBe("on 25 Nov at 23:30");
  });

  it("says 'earlier' when the arrival time is unknown", () => {
    expect(shareSetHeading(null, now, utc)).toBe("Received from another app earlier");
  });
});
