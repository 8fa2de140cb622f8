import type { Activity } from "@squish/shared/account/activity";
import { describe, expect, it } from "vitest";
import { activitiesToCsv, csvCell, csvFileName } from "./activity-csv.ts";
import { formatStoredSize, relativeTime, sizeSummary } from "./activity-format.ts";

const activity = (over: Partial<Activity> = {}): Activity => ({
  id: "a1",
  activity_type: "compress",
  file_name: "photo.jpg",
  description: "Compressed at quality 80",
  original_size_mb: 2.5,
  compressed_size_mb: 1,
  compression_percentage: 60,
  created_at: "2026-11-23T10:00:00.000Z",
  ...over,
});

describe("activity CSV", () => {
  it("writes a header and one row per activity", () => {
    expect(
      activitiesToCsv([
        activity(),
        activity({
          activity_type: "download",
          original_size_mb: null,
          compressed_size_mb: null,
          compression_percentage: null,
          description: "",
        }),
      ]),
    ).toBe(
      "Date,Activity,File name,Original size (MB),Compressed size (MB),Saved (%),Description\r\n" +
        "2026-11-23T10:00:00.000Z,Compressed,photo.jpg,2.5,1,60,Compressed at quality 80\r\n" +
        "2026-11-23T10:00:00.000Z,Downloaded,photo.jpg,,,,\r\n",
    );
  });
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a "big", photo.jpg')).toBe('"a ""big"", photo.jpg"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
  it("defuses names a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@sum.jpg")).toBe("'@sum.jpg");
    expect(csvCell(-5)).toBe("-5");
  });
  it("names the file by date", () => {
    expect(csvFileName(new Date("2026-11-23T17:00:00Z"))).toBe("squish-activity-2026-11-23.csv");
  });
});

describe("activity wording", () => {
  it("writes sizes in the unit that fits, as the tools do", () => {
    expect(formatStoredSize(2.5)).toBe("2.50 MB");
    // A 2 KB file made 400 bytes once read "0.002 MB → 0.000 MB" (issue 28).
    expect(formatStoredSize(2100 / 1048576)).toBe("2.05 KB");
    expect(formatStoredSize(412 / 1048576)).toBe("412 Bytes");
    expect(formatStoredSize(0)).toBe("0 Bytes");
    expect(formatStoredSize(1536)).toBe("1.50 GB");
    expect(formatStoredSize(null)).toBe("");
    expect(sizeSummary(activity())).toBe("2.50 MB → 1.00 MB (60.0% smaller)");
    expect(sizeSummary(activity({ original_size_mb: 2100 / 1048576, compressed_size_mb: 412 / 1048576 }))).toMatch(
      /^2\.05 KB → 412 Bytes/,
    );
  });
  it("says how long ago, never in the future", () => {
    const now = new Date("2026-11-23T10:03:00.000Z");
    expect(relativeTime("2026-11-23T10:00:00.000Z", now)).toBe("3 minutes ago");
    expect(relativeTime("2026-11-23T10:05:00.000Z", now)).toBe("less than a minute ago");
    expect(relativeTime("not a date", now)).toBe("");
  });
});
