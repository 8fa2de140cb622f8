/**
 * The PDF compressor in a real browser: an estimate before, the engine's real stages during, a
 * document summary after (no picture compare), downloads named compressed_{name}.pdf; a locked
 * PDF asks for its password on its card, says when it is wrong, compresses with the right one and
 * stays locked; a restrictions-only PDF just works; a bad file fails alone while the batch goes on.
 * The password never leaves the page: no request and no storage holds it.
 */
import { readFileSync } from "node:fs";
import * as mupdf from "mupdf";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  card,
  expectToast,
  fixture,
  saveDownload,
  scratchDir,
  waitForCount,
  waitForStatus,
  writeFile,
} from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("pdf-compress");
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

const CONGRESS = fixture("pdf/pikepdf-congress.pdf");
/** pikepdf's test file: user password "user", owner password "owner" (fixtures/corpus/MANIFEST.tsv). */
const LOCKED = fixture("pdf/pikepdf-graph-encrypted.pdf");
const WRONG = "not-the-password-4711";

async function openTool(page: Page, path = "/pdf-compress"): Promise<void> {
  await page.goto(baseUrl + path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

/** Records every progress label the cards show, so the test can see the engine's real stages. */
async function recordStages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { stages: Set<string> }).stages = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => seen.add(bar.getAttribute("aria-label")!));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { stages: Set<string> }).stages]);
}

/** Whether a PDF needs a password, and its page count once opened with `password`. */
function openWithMupdf(bytes: Uint8Array, password?: string) {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const needsPassword = doc.needsPassword();
    if (password !== undefined) expect(doc.authenticatePassword(password)).not.toBe(0);
    return { needsPassword, encrypted: !doc.getTrailer().get("Encrypt").isNull(), pages: doc.countPages() };
  } finally {
    doc.destroy();
  }
}

describe("PDF compressor", () => {
  it("estimates, compresses with real stages, sums up the document and downloads compressed_{name}.pdf", async () => {
    const { page, errors, close } = await pages.open();
    const bodies: (Buffer | null)[] = [];
    page.on("request", (request) => bodies.push(request.postDataBuffer()));
    // The old address redirects to the tool.
    await openTool(page, "/pdf-compressor");
    expect(new URL(page.url()).pathname).toBe("/pdf-compress");
    await addByPicker(page, [CONGRESS]);
    const pending = await waitForStatus(page, "pikepdf-congress.pdf", "pending");
    // Read in the document worker: its page count on the card, and the estimate beside it.
    await pending.getByText("1 page", { exact: false }).waitFor();
    await pending.getByTestId("file-estimate").waitFor();
    expect(await page.getByTestId("pdf-estimate").innerText()).toMatch(/about .+ to .+ smaller\) for 1 file/);
    expect(await page.getByTestId("pdf-estimate").innerText()).toContain("An estimate");

    const stages = await recordStages(page);
    await pending.getByRole("button", { name: "Compress", exact: true }).click();
    const done = await waitForStatus(page, "pikepdf-congress.pdf", "completed", 60_000);
    const DOCUMENT_STAGES = ["Opening", "Recompressing images", "Saving", "Checking the result"];
    expect((await stages()).some((label) => DOCUMENT_STAGES.some((stage) => label.startsWith(stage)))).toBe(true);
    expect(await done.getByTestId("document-facts").innerText()).toBe(
      "1 page · 1 image: 1 re-encoded (1 at a lower resolution)",
    );
    await done.getByText("What was done").click();
    expect(await done.getByTestId("document-notes").innerText()).toContain("1 of 1 images re-encoded");
    // A document is not a picture: no compare button.
    expect(await done.getByRole("button", { name: /^Compare/ }).count()).toBe(0);

    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    expect(saved.name).toBe("compressed_pikepdf-congress.pdf");
    const bytes = new Uint8Array(readFileSync(saved.path));
    const source = readFileSync(CONGRESS);
    expect(bytes.length).toBeLessThan(source.length / 2);
    expect(openWithMupdf(bytes)).toMatchObject({ needsPassword: false, pages: 1 });
    const piece = source.subarray(source.length >> 1, (source.length >> 1) + 32);
    for (const body of bodies) if (body) expect(body.includes(piece)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("asks for a locked PDF's password on its card: a wrong one says so, the right one compresses and keeps the lock", async () => {
    const { page, errors, close } = await pages.open();
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url(), request.postData() ?? ""));
    await openTool(page);
    await addByPicker(page, [LOCKED]);
    const locked = card(page, "pikepdf-graph-encrypted.pdf");
    // Known to be locked as soon as it is read: the form is there before any try.
    await locked.getByTestId("locked-badge").waitFor();
    const field = locked.getByLabel("PDF password");
    expect(await field.getAttribute("type")).toBe("password");
    expect(await locked.getByRole("button", { name: "Compress", exact: true }).count()).toBe(1);

    // A wrong password, by keyboard: Enter submits, the card says so and focus returns to the field.
    await field.fill(WRONG);
    await field.press("Enter");
    const failed = await waitForStatus(page, "pikepdf-graph-encrypted.pdf", "error", 60_000);
    expect(await failed.getByTestId("card-error").innerText()).toBe(
      "That password does not open this PDF. Check it and try again.",
    );
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === "password");
    expect(await failed.getByLabel("PDF password").getAttribute("aria-invalid")).toBe("true");
    await failed.scrollIntoViewIfNeeded();
    await screenshot(page, "pdf-compress-wrong-password", { fullPage: false });
    // Only the form's own button: no second, generic "Try again" that would run without the password.
    expect(await failed.getByRole("button", { name: "Try again" }).count()).toBe(1);

    await failed.getByLabel("PDF password").fill("user");
    await failed.getByRole("button", { name: "Try again" }).click();
    const done = await waitForStatus(page, "pikepdf-graph-encrypted.pdf", "completed", 60_000);
    await done.getByTestId("encryption-kept").waitFor();
    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    expect(saved.name).toBe("compressed_pikepdf-graph-encrypted.pdf");
    const bytes = new Uint8Array(readFileSync(saved.path));
    expect(bytes.length).toBeLessThan(readFileSync(LOCKED).length);
    expect(openWithMupdf(bytes, "user")).toMatchObject({ needsPassword: true, encrypted: true, pages: 1 });

    // The password went nowhere: no request carried it, and nothing stored it.
    for (const text of sent) expect(text).not.toContain(WRONG);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(WRONG);
    expect(errors).toEqual([]);
    await close();
  });

  it("compresses a restrictions-only PDF without asking, and a bad file fails alone while the batch goes on", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    // Printing and copying restricted by an owner password, no password to open: as any viewer does.
    const doc = new mupdf.PDFDocument(readFileSync(CONGRESS));
    const restricted = doc.saveToBuffer("encrypt=aes-256,owner-password=owner,user-password=,permissions=-3904");
    const restrictedPath = writeFile(scratch.dir, "restricted.pdf", new Uint8Array(restricted.asUint8Array()));
    restricted.destroy();
    doc.destroy();
    const notPdf = writeFile(scratch.dir, "not-really.pdf", readFileSync(fixture("malformed/qpdf-ossfuzz-15316.pdf")));
    await addByPicker(page, [restrictedPath, notPdf]);
    await waitForCount(page, "pending", 2);
    await page.getByRole("button", { name: "Compress All" }).click();
    await expectToast(
      page,
      "Compression Failed",
      "Failed to compress not-really.pdf. This file is not a PDF: it has no PDF header.",
    );
    const done = await waitForStatus(page, "restricted.pdf", "completed", 60_000);
    await done.getByTestId("encryption-kept").waitFor();
    expect(await card(page, "not-really.pdf").getAttribute("data-status")).toBe("error");
    const zip = await saveDownload(page, scratch.dir, () =>
      page.getByRole("button", { name: "Download All (ZIP)" }).click(),
    );
    expect(zip.name).toMatch(/^squish-pdf-compress-1-files\.zip$/);
    expect(errors).toEqual([]);
    await close();
  });

  describe("screenshots", () => {
    const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
    for (const theme of ["light", "dark"] as const) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        it(`${theme}, ${device}`, async () => {
          const { page, errors, close } = await pages.open({ viewport, colorScheme: theme });
          await openTool(page);
          await addByPicker(page, [CONGRESS, LOCKED]);
          await card(page, "pikepdf-graph-encrypted.pdf").getByTestId("locked-badge").waitFor();
          await card(page, "pikepdf-congress.pdf").getByRole("button", { name: "Compress", exact: true }).click();
          await waitForStatus(page, "pikepdf-congress.pdf", "completed", 60_000);
          await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
          await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `pdf-compress-${theme}-${device}`);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(width).toBeLessThanOrEqual(viewport.width);
          expect(errors).toEqual([]);
          await close();
        });
      }
    }
  });
});
