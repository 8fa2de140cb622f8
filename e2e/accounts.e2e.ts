/**
 * A person's account, end to end in Chromium against the built server: sign up in the dialog,
 * confirm through the emailed link, sign in, see the signed-in header, reset the password through
 * the emailed link, sign out, and the signed-in pages turning guests away.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, waitForShell } from "./support/browser.ts";
import { linkFromEmail } from "./support/outbox.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

/** Signs in through the dialog, which is open already (the emailed links reopen it). */
async function signIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await dialog.waitFor();
  await dialog.getByRole("tab", { name: "Sign In" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await toast(page, "Welcome back!").waitFor();
}

describe("an account from sign-up to sign-out", () => {
  const email = `ada-${Date.now()}@example.com`;

  it("signs up, confirms by email, signs in, resets the password and signs out", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(baseUrl + "/");
    await waitForShell(page);

    // Sign up in the dialog.
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Welcome Back" }).waitFor();
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Full Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill(email);
    const password = dialog.getByLabel("Password", { exact: true });
    await password.fill("analytical engine");
    await dialog.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await screenshot(page, "sign-up-dialog-desktop-light", { fullPage: false });
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await toast(page, "Account Created!").waitFor();
    expect(await toast(page, "Please check your email to confirm your account.").isVisible()).toBe(true);

    // Signing in before confirming is refused with a sentence.
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("analytical engine");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Authentication Error").waitFor();
    await toast(page, "confirm your email").waitFor();

    // The emailed link confirms and brings the person back, ready to sign in.
    await page.goto(await linkFromEmail(email, /Confirm your Squish account/));
    await toast(page, "Email confirmed").waitFor();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await signIn(page, email, "analytical engine");

    // The signed-in header.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Workspace",
      "Compress",
      "Watermark",
      "Tools",
      "Blog",
    ]);
    expect(await page.getByRole("link", { name: "Squish" }).first().getAttribute("href")).toBe("/dashboard");
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    const items = await page.getByRole("menuitem").allTextContents();
    expect(items.map((s) => s.trim())).toEqual(["Dashboard", "Profile", "Settings", "Sign out"]);
    expect(await page.getByText("Free plan").isVisible()).toBe(true);
    await screenshot(page, "signed-in-header-desktop-light", { fullPage: false });
    await page.keyboard.press("Escape");

    // A signed-in page opens instead of sending the person home.
    await page.goto(baseUrl + "/dashboard");
    await waitForShell(page);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // Sign out from the avatar menu.
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await toast(page, "Signed out successfully").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    // Signing out of a member page is not asking to sign in again.
    expect(await dialog.isVisible()).toBe(false);

    // Forgot password: the Reset Password view, the emailed link, a new password.
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await dialog.getByRole("button", { name: "Forgot Password?" }).click();
    await dialog.getByRole("heading", { name: "Reset Password" }).waitFor();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await toast(page, "Reset Link Sent").waitFor();
    await page.goto(await linkFromEmail(email, /Reset your Squish password/));
    const reset = page.getByRole("dialog", { name: "Choose a New Password" });
    await reset.waitFor();
    await reset.getByLabel("New Password", { exact: true }).fill("difference engine");
    await reset.getByLabel("Confirm New Password").fill("difference engine");
    await reset.getByRole("button", { name: "Update Password" }).click();
    await toast(page, "Password updated successfully").waitFor();
    await signIn(page, email, "difference engine");
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).waitFor();

    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    await close();
  });

  it.each(["/dashboard", "/profile", "/settings", "/all-activity", "/my-tools"])(
    "sends a signed-out visitor from %s to the home page",
    async (path) => {
      const { page, close } = await openPage(browser);
      await page.goto(baseUrl + path);
      await page.waitForURL((url) => url.pathname === "/");
      await close();
    },
  );

  it("shows the signed-in drawer on a phone, and the dialog in dark theme", async () => {
    const phoneEmail = `phone-${Date.now()}@example.com`;
    const { page, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      colorScheme: "dark",
      // Another visitor: the first test used up this machine's few sign-ins per minute.
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.9" },
    });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email").fill(phoneEmail);
    await dialog.getByLabel("Password", { exact: true }).fill("compiler first");
    await screenshot(page, "sign-up-dialog-phone-dark", { fullPage: false });
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await toast(page, "Account Created!").waitFor();
    await page.goto(await linkFromEmail(phoneEmail, /Confirm your Squish account/));
    await toast(page, "Email confirmed").waitFor();
    await signIn(page, phoneEmail, "compiler first");

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Account Settings" }).waitFor();
    // The name comes with the profile, which may arrive a moment after the menu's links: wait for it.
    await drawer.getByText("Grace Hopper").waitFor({ state: "visible" });
    await screenshot(page, "signed-in-drawer-phone-dark", { fullPage: false });
    await drawer.getByRole("button", { name: "Sign Out" }).click();
    await toast(page, "Signed out successfully").waitFor();
    await close();
  });
});
