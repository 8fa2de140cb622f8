import { describe, expect, it } from "vitest";
import type { FileItem } from "../file-item.ts";
import { csvCell, resultsCsv } from "./results-csv.ts";

const base = { file: new File([], "x"), lastModified: 0, options: {} } as const;

const done: FileItem<unknown> = {
  ...base,
  id: "1",
  name: 'beach, "sunset".jpg',
  folder: "holiday",
  originalSize: 1000,
  probe: { name: "beach.jpg", size: 1000, format: "jpeg" },
  status: "completed",
  result: {
    kind: "image",
    blob: new Blob(),
    url: "",
    size: 400,
    width: 10,
    height: 10,
    format: "jpeg",
    mimeType: "image/jpeg",
    extension: "jpg",
    keptOriginal: false,
    score: 83.456,
    smart: { level: "balanced", quality: 68 },
    removed: ["location", "camera"],
    madeWith: "k",
  },
};

const failed: FileItem<unknown> = {
  ...base,
  id: "2",
  name: "broken.png",
  originalSize: 50,
  probe: { name: "broken.png", size: 50 },
  status: "error",
  error: "This file is damaged.",
};

describe("resultsCsv", () => {
  it("writes one row per file with exact sizes, saving, score, removals and failures", () => {
    const lines = resultsCsv([done, failed], () => "compressed_beach.jpg")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "file,folder,output,format,before_bytes,after_bytes,saving_percent,score_ssimulacra2,smart_quality,removed,status,note",
    );
    expect(lines[1]).toBe(
      '"beach, ""sunset"".jpg",holiday,compressed_beach.jpg,jpeg,1000,400,60,83.46,68,location camera,completed,',
    );
    expect(lines[2]).toBe("broken.png,,,,50,,,,,,error,This file is damaged.");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-5)).toBe("-5");
  });
});
