import { describe, expect, it } from "vitest";
import { fixture } from "../test-support/fixtures.ts";
import { jpegMetadata, removedLabels } from "./metadata-report.ts";

describe("metadata report", () => {
  it("finds the camera and date of a camera photo", () => {
    const report = jpegMetadata(fixture("photo/ianare-Canon_40D-100x68.jpg"));
    expect(report.camera).toBe("Canon EOS 40D");
    expect(report.date).toMatch(/^\d{4}:\d\d:\d\d \d\d:\d\d:\d\d$/);
    expect(removedLabels(report)).toEqual(expect.arrayContaining(["camera", "date"]));
  });

  it("finds a GPS location, so the app can say it was removed", () => {
    const report = jpegMetadata(fixture("photo/pillow-exif_gps.jpg"));
    expect(report.gps).toBe(true);
    expect(removedLabels(report)).toContain("location");
  });

  it("reports nothing for a file without metadata", () => {
    expect(removedLabels(jpegMetadata(fixture("photo/go-video-001.cmyk.jpeg")))).toEqual([]);
  });
});
