import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { inspectPdf } from "./estimate.ts";
import { previewPdf } from "./preview.ts";

const read = (file: string) => new Uint8Array(readFileSync(join(FIXTURE_CORPUS, file)));

describe("PDF preview for the page", () => {
  it("reads the estimate's facts and draws the first page at the asked width", async () => {
    const input = read("pdf/pikepdf-congress.pdf");
    const preview = await previewPdf(input, 160);
    expect(preview.status).toBe("read");
    if (preview.status !== "read") return;
    expect(preview.facts).toEqual(await inspectPdf(input));
    // 200 x 304 pt page: 160 px wide, its height in proportion.
    expect(preview.firstPage).toMatchObject({ width: 160 });
    expect(Math.abs(preview.firstPage!.height - 243)).toBeLessThanOrEqual(1);
    // A scanned page is not blank: some pixels are dark.
    expect(preview.firstPage!.data.some((value, i) => i % 4 === 0 && value < 100)).toBe(true);
  });

  it("says a password is needed, without trying to read more", async () => {
    expect(await previewPdf(read("pdf/pikepdf-graph-encrypted.pdf"), 160)).toEqual({ status: "locked" });
  });

  it("says nothing of a file that is not a PDF (the job gives the reason)", async () => {
    expect(await previewPdf(read("malformed/qpdf-ossfuzz-15316.pdf"), 160)).toEqual({ status: "unreadable" });
  });
});
