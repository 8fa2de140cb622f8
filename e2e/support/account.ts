/**
 * A confirmed, signed-in user for a test file, made through the API (sign up, the emailed link,
 * sign in) rather than the dialog, which e2e/accounts.e2e.ts covers. Sign-in is limited to three a
 * minute per address, so each file passes its own X-Forwarded-For address (the test server trusts
 * it from 127.0.0.1) and reuses the session through `storageState` for every page it opens.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { baseUrl } from "./browser.ts";
import { linkFromEmail } from "./outbox.ts";

export interface SignedInUser {
  email: string;
  name: string;
  /** Context options for a page of this user: the session cookie and the user's address. */
  contextOptions: BrowserContextOptions;
}

export async function createSignedInUser(
  browser: Browser,
  address: string,
  name = "Tess Tools",
): Promise<SignedInUser> {
  const headers = { origin: baseUrl, "x-forwarded-for": address };
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  try {
    const email = `tools-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = "squish the pixels";
    const signUp = await context.request.post(baseUrl + "/api/auth/sign-up/email", {
      data: { email, password, name },
      headers,
    });
    if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const confirm = await context.request.get(await linkFromEmail(email, /Confirm your Squish account/), { headers });
    if (confirm.status() >= 400) throw new Error(`Confirmation failed: ${confirm.status()}`);
    const signIn = await context.request.post(baseUrl + "/api/auth/sign-in/email", {
      data: { email, password },
      headers,
    });
    if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const storageState = await context.storageState();
    return { email, name, contextOptions: { storageState, extraHTTPHeaders: { "x-forwarded-for": address } } };
  } finally {
    await context.close();
  }
}

/**
 * Waits until a tool page knows its signed-in visitor (the limit badge shows 30) and has loaded
 * the visitor's saved settings, which the tools follow. Fails with the page's errors when the page
 * does not get there, rather than with a time-out somewhere later.
 */
export async function waitForSignedInTool(page: Page, errors: readonly string[], limit = 30): Promise<void> {
  const fail = (error: Error) => {
    throw new Error(
      `The tool page did not load for a signed-in user: ${errors.map((e) => e.split("\n")[0]).join("\n") || error.message}`,
    );
  };
  await page
    // "images", or the tool's own unit ("PDFs").
    .locator('[data-testid="limit-badge"]', { hasText: new RegExp(`Up to ${limit} \\w+ at once`) })
    .waitFor({ timeout: 15_000 })
    .catch(fail);
  // The saved settings arrive after the session; the page says when they are in its settings.
  await page.locator('[data-saved-defaults="applied"]').waitFor({ timeout: 10_000 }).catch(fail);
  await page.locator('[data-testid="drop-zone"]').waitFor({ timeout: 2_000 }).catch(fail);
  if (errors.length > 0) fail(new Error("console errors"));
}
