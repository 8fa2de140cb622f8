import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { QPDF, qpdfEncrypt } from "../test-support/pdf-tools.ts";
import { main } from "./main.ts";

const out = mkdtempSync(join(tmpdir(), "squish-cli-pdf-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function squish(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

const congress = join(FIXTURE_CORPUS, "pdf/pikepdf-congress.pdf");

describe("squish pdf", () => {
  it("writes compressed_NAME.pdf and reports pages, images and what was done", async () => {
    const before = readFileSync(congress);
    const { code, output } = await squish("pdf", congress, "--level", "extreme", "--out", out);
    expect(code).toBe(0);
    expect(output).toMatch(
      /pikepdf-congress\.pdf: 189\.4\d KB -> [\d.]+ KB \(1 page; 1 image found, 1 re-encoded; \d+% smaller\) -> compressed_pikepdf-congress\.pdf/,
    );
    expect(output).toContain("1 of 1 images re-encoded, 1 of them at a lower resolution.");
    const written = readFileSync(join(out, "compressed_pikepdf-congress.pdf"));
    expect(written.subarray(0, 5).toString()).toBe("%PDF-");
    expect(written.byteLength).toBeLessThan(before.byteLength);
    expect(readFileSync(congress).equals(before)).toBe(true);
  });

  it("explains a wrong level", async () => {
    expect(await squish("pdf", congress, "--level", "max")).toMatchObject({
      code: 2,
      output: "--level must be one of extreme, recommended, light.",
    });
  });

  it.skipIf(!QPDF)("asks for a password, then uses --password", async () => {
    const dir = mkdtempSync(join(tmpdir(), "squish-cli-locked-"));
    const locked = join(dir, "locked.pdf");
    writeFileSync(locked, qpdfEncrypt(new Uint8Array(readFileSync(congress)), "pw", "owner"));
    const refused = await squish("pdf", locked, "--out", dir);
    expect(refused).toMatchObject({ code: 1, output: expect.stringContaining("protected by a password") });
    expect(existsSync(join(dir, "compressed_locked.pdf"))).toBe(false);
    const wrong = await squish("pdf", locked, "--password", "nope", "--out", dir);
    expect(wrong.output).toContain("That password does not open this PDF.");
    const done = await squish("pdf", locked, "--password", "pw", "--out", dir);
    expect(done.code).toBe(0);
    expect(done.output).toContain("The encryption and its passwords are kept.");
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a damaged PDF with a sentence and exit code 1", async () => {
    const { code, output } = await squish("pdf", join(FIXTURE_CORPUS, "malformed/qpdf-ossfuzz-15316.pdf"), "-o", out);
    expect(code).toBe(1);
    expect(output).toMatch(/qpdf-ossfuzz-15316\.pdf: This file is not a PDF: it has no PDF header\.$/);
  });
});
