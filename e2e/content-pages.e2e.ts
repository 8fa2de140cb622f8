/**
 * The content pages on the built site: pricing, FAQ (with its search), contact and request-a-tool
 * (per-field errors, success, and nothing lost when the server refuses), privacy, terms and the
 * not-found page; accessibility, and screenshots in both themes at phone and desktop widths.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ["/pricing", "Pricing"],
  ["/faq", "Frequently asked questions"],
  ["/contact", "Contact us"],
  ["/request-tool", "Request a tool"],
  ["/privacy", "Privacy notice"],
  ["/terms", "Terms of use"],
  ["/no-such-page", "Page not found"],
] as const;

describe("the content pages", () => {
  it.each(PAGES)("%s shows its heading and has no serious accessibility problems", async (path, heading) => {
    const { page, errors, close } = await pages.open({ bypassCSP: true });
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
    await waitForShell(page);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await close();
  });

  it("pricing compares the plans and keeps Upgrade disabled with the reason", async () => {
    const { page, close } = await pages.open();
    await page.goto(`${baseUrl}/pricing`);
    await waitForShell(page);
    const upgrade = page.getByRole("button", { name: "Upgrade Plan" });
    expect(await upgrade.isDisabled()).toBe(true);
    expect(await page.locator("[data-upgrade-why]").textContent()).toContain("takes no payments");
    const table = page.locator("[data-pricing-table]");
    expect(await table.getByRole("row", { name: /Images in a tool at once/ }).textContent()).toContain("153030");
    await close();
  });

  it("the FAQ filters its questions as you type and says when nothing matches", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(`${baseUrl}/faq`);
    await waitForShell(page);
    const items = page.locator("[data-faq-item]");
    const total = await items.count();
    expect(total).toBeGreaterThanOrEqual(12);
    expect(await page.locator('script#blog-structured-data[type="application/ld+json"]').textContent()).toContain(
      '"FAQPage"',
    );
    const search = page.getByRole("searchbox", { name: "Search the questions" });
    await search.fill("uploaded");
    await expect.poll(() => items.count()).toBeLessThan(total);
    expect(await items.first().textContent()).toContain("Are my images uploaded?");
    expect(await page.locator("[data-faq-count]").textContent()).toMatch(/of \d+ questions match/);
    await items.first().locator("summary").click();
    expect(await items.first().textContent()).toContain("never leave it");
    await search.fill("zebra unicorn");
    await expect.poll(() => items.count()).toBe(0);
    await page.getByText("No question matches").waitFor();
    await search.fill("");
    await expect.poll(() => items.count()).toBe(total);
    expect(errors).toEqual([]);
    await close();
  });

  it("the contact form shows per-field errors, keeps the text when refused (429), then sends", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(`${baseUrl}/contact`);
    await waitForShell(page);
    const form = page.getByRole("form", { name: "Contact form" });

    // Nothing filled in: a message under each required field, and the first one focused.
    await form.getByRole("button", { name: "Send message" }).click();
    expect(await page.locator('[data-field-error="name"]').textContent()).toBe("Name is required");
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe("Please enter a valid email address");
    expect(await page.locator('[data-field-error="message"]').textContent()).toBe(
      "Message must be at least 10 characters",
    );
    expect(await page.locator('[data-field-error="subject"]').count()).toBe(0);
    expect(await form.getByLabel("Name").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");

    // Filled in by keyboard.
    await page.keyboard.type("Ada Lovelace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ada@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("The PNG optimizer");
    await page.keyboard.press("Tab");
    await page.keyboard.type("It made my logo much smaller. Thank you!");
    expect(await page.locator("[data-field-error]").count()).toBe(3); // still shown until sent again

    // The server refuses: the sentence is shown and the text stays.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: "rate_limited",
          message: "You have sent several messages in a short time. Please wait a few minutes and try again.",
        }),
      }),
    );
    await page.keyboard.press("Tab");
    // The button is next in the tab order; a failure says where the focus went instead.
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    expect(await focused()).toBe("BUTTON Send message");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.keyboard.press("Enter");
    expect((await refused).status()).toBe(429);
    await page.getByRole("alert").filter({ hasText: "Please wait a few minutes" }).waitFor();
    expect(await page.locator("[data-field-error]").count()).toBe(0);
    expect(await form.getByLabel("Name").inputValue()).toBe("Ada Lovelace");
    expect(await form.getByLabel("Email").inputValue()).toBe("ada@example.com");
    expect(await form.getByLabel("Message").inputValue()).toBe("It made my logo much smaller. Thank you!");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "contact-refused-desktop-light");

    // The real server takes it (the message is stored; no email is sent, so no SMTP is needed).
    await page.unroute("**/api/contact");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(201);
    await page.locator("[data-form-success]").getByRole("heading", { name: "Message sent" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "contact-sent-desktop-light");
    expect(errors.filter((e) => !e.includes("429"))).toEqual([]);
    await close();
  });

  it("the tool request form checks its fields and takes an empty email", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(`${baseUrl}/request-tool`);
    await waitForShell(page);
    const form = page.getByRole("form", { name: "Tool request form" });
    await form.getByLabel("Tool name").fill("X");
    await form.getByLabel("Email (optional)").fill("not-an-address");
    await form.getByRole("button", { name: "Send request" }).click();
    expect(await page.locator('[data-field-error="toolName"]').textContent()).toBe("Tool name is required");
    expect(await page.locator('[data-field-error="description"]').textContent()).toContain("sentence or two");
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe("Please enter a valid email address");
    await form.getByLabel("Tool name").fill("HEIC to JPEG");
    await form.getByLabel("What should it do?").fill("Convert a folder of iPhone photos to JPEG at once.");
    await form.getByLabel("Email (optional)").fill("");
    await form.getByRole("button", { name: "Send request" }).click();
    await page.locator("[data-form-success]").getByRole("heading", { name: "Request sent" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("the not-found page shows the requested path and the way out", async () => {
    const { page, close } = await pages.open();
    const response = await page.goto(`${baseUrl}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    await waitForShell(page);
    expect(await page.locator("[data-requested-path]").textContent()).toBe("/no-such-page/here");
    for (const href of ["/compress", "/tools", "/dashboard", "/contact", "/faq"]) {
      expect(await page.locator(`[data-not-found] nav a[href="${href}"]`).count()).toBe(1);
    }
    await page.getByRole("link", { name: "Go home" }).waitFor();
    await page.getByRole("button", { name: "Go back" }).waitFor();
    await close();
  });

  it.each([
    ["light", "mobile", 390],
    ["light", "desktop", 1280],
    ["dark", "mobile", 390],
    ["dark", "desktop", 1280],
  ] as const)("looks right in %s on %s (screenshots)", async (theme, size, width) => {
    const { page, close } = await pages.open({
      colorScheme: theme,
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    for (const [path, heading] of PAGES) {
      await page.goto(baseUrl + path);
      await waitForShell(page);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      // No sideways scrolling: the pricing table scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `content${path.replace(/\//g, "-")}-${theme}-${size}`);
    }
    // The contact form with its errors showing, readable in this theme too.
    await page.goto(`${baseUrl}/contact`);
    await waitForShell(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator('[data-field-error="message"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `content-contact-errors-${theme}-${size}`);
    await close();
  });
});
