/**
 * The member area end to end in Chromium against the built server (issue 10): the dashboard shell
 * on desktop and phone, light and dark; the dashboard and its live updates from another page of
 * the same person; settings, all activity, profile and my tools. Guests are sent home.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, waitForSignedInTool, type SignedInUser } from "./support/account.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { fixture } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
let user: SignedInUser;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  user = await createSignedInUser(browser, "10.60.1.1", "Mia Member");
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let counter = 0;

/** Tracks an activity through the API, as a tool in another tab or on another device does. */
async function track(context: BrowserContext, fileName: string, originalSize = 2, compressedSize = 0.5) {
  const id = `e2e-${Date.now()}-${counter++}`;
  const response = await context.request.post(baseUrl + "/api/activities", {
    data: { id, activityType: "compress", fileName, description: "Compressed", originalSize, compressedSize },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
}

async function openMemberPage(page: Page, path: string) {
  await page.goto(baseUrl + path);
  await page.locator('[data-shell="dashboard"] main').waitFor();
  await page.locator("[data-page-loading]").waitFor({ state: "detached" });
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

const statValue = (page: Page, id: string) => page.locator(`[data-stat="${id}"] [data-stat-value]`);

describe("the dashboard shell and /dashboard", () => {
  it("sends guests home from every member page with the sign-in dialog saying why, then back after signing in", async () => {
    const { page, close } = await pages.open({ extraHTTPHeaders: { "x-forwarded-for": "10.60.1.9" } });
    const dialog = page.getByRole("dialog", { name: "Welcome Back" });
    for (const [path, title] of [
      ["/dashboard", "Dashboard"],
      ["/profile", "Profile"],
      ["/settings", "Settings"],
      ["/all-activity", "All activity"],
      ["/my-tools", "My tools"],
    ] as const) {
      await page.goto(baseUrl + path);
      await waitForShell(page);
      await page.waitForURL(baseUrl + "/");
      await dialog
        .getByTestId("sign-in-reason")
        .filter({ hasText: `“${title}” is part of your account.` })
        .waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    // Signed in from that dialog, the guest lands on the page they asked for, query included.
    await page.goto(baseUrl + "/all-activity?type=compress");
    await dialog.getByTestId("sign-in-reason").waitFor();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("squish the pixels");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(baseUrl + "/all-activity?type=compress");
    await page.getByRole("heading", { level: 1, name: "All activity" }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await close();
  });

  it("shows the welcome, the four stat cards, quick actions, quick upload, the feed and blog posts", async () => {
    const { page, errors, close } = await pages.open(user.contextOptions);
    await openMemberPage(page, "/dashboard");
    await page.getByRole("heading", { name: "Welcome back, Mia Member!" }).waitFor();
    expect(await page.locator("[data-stat]").count()).toBe(4);
    await statValue(page, "gain").filter({ hasText: "x" }).waitFor();
    await page.getByText("from last month").nth(3).waitFor();
    expect(await page.getByTestId("quick-upload").textContent()).toContain("up to 30 files");
    expect(await page.getByRole("link", { name: "View all activity" }).getAttribute("href")).toBe("/all-activity");
    for (const slug of ["jpeg-compression-guide", "jpeg-vs-webp-2024", "batch-image-compression"]) {
      expect(await page.locator(`a[href="/blog/${slug}"]`).count()).toBe(1);
    }
    expect(await page.getByRole("navigation", { name: "Tools" }).getByText("Popular").count()).toBeGreaterThan(0);
    await page
      .getByRole("button", { name: "Request New Tool" })
      .or(page.getByRole("link", { name: "Request New Tool" }))
      .waitFor();
    await page.locator("[data-live-status=live]").waitFor();
    await screenshot(page, "member-dashboard-desktop-light");

    // The collapse toggle narrows the sidebar to icons and back.
    const sidebar = page.locator("#dashboard-sidebar");
    expect((await sidebar.boundingBox())?.width).toBe(288);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.waitForFunction(
      () => document.querySelector("#dashboard-sidebar")?.getBoundingClientRect().width === 64,
    );
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it("updates the stats and the feed live when another page of the same person tracks a compression", async () => {
    const watcher = await pages.open(user.contextOptions);
    const other = await pages.open(user.contextOptions);
    await openMemberPage(watcher.page, "/dashboard");
    await watcher.page.locator("[data-live-status=live]").waitFor();
    const before = Number(await statValue(watcher.page, "images").textContent());

    await track(other.page.context(), "live-from-elsewhere.jpg", 4, 1);
    const feed = watcher.page.getByTestId("recent-activity");
    // Nothing refetches within the stats' 30 s staleness, so only the live stream can bring these; 10 s
    // leaves room for a busy machine (2 s ran out on one while the rest of the suite ran beside it).
    await feed.getByText("live-from-elsewhere.jpg").waitFor({ timeout: 10_000 });
    await statValue(watcher.page, "images")
      .filter({ hasText: String(before + 1) })
      .waitFor({ timeout: 10_000 });
    expect(await feed.textContent()).toContain("4.00 MB → 1.00 MB (75.0% smaller)");
    expect(await feed.textContent()).toMatch(/less than a minute ago/);
    expect(watcher.errors).toEqual([]);
    await watcher.close();
    await other.close();
  });

  it("works on a phone in dark mode: the drawer opens, and closes itself on navigation", async () => {
    const { page, errors, close } = await pages.open({ ...user.contextOptions, ...PHONE, colorScheme: "dark" });
    await openMemberPage(page, "/dashboard");
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
    expect(await page.locator("#dashboard-sidebar").isVisible()).toBe(false);
    await screenshot(page, "member-dashboard-phone-dark");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("sidebar-drawer");
    await drawer.waitFor();
    await screenshot(page, "member-drawer-phone-dark", { fullPage: false });
    await drawer.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(baseUrl + "/settings");
    await drawer.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("/settings", () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await createSignedInUser(browser, "10.60.2.1", "Set Tings");
  });

  it("saves each change at once, follows the saved theme on another device, and feeds the JPEG compressor", async () => {
    const { page, errors, close } = await pages.open({ ...owner.contextOptions, colorScheme: "light" });
    await openMemberPage(page, "/settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Compression" }).waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "General",
      "Notifications",
      "Compression",
      "Security",
      "Privacy",
    ]);
    await screenshot(page, "member-settings-desktop-light");
    await page.getByRole("radio", { name: "Dark" }).click();
    await toast(page, "Settings updated successfully").waitFor();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));

    // A new device (no stored theme, a light system) takes the saved preference after sign-in.
    const device = await pages.open({ ...owner.contextOptions, colorScheme: "light" });
    await openMemberPage(device.page, "/dashboard");
    await device.page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await screenshot(device.page, "member-dashboard-desktop-dark");
    await device.close();

    await page.getByRole("radio", { name: /System/ }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));

    // A quality the member never chose leaves each tool at its own default, as for a guest.
    const before = await pages.open(owner.contextOptions);
    await before.page.goto(baseUrl + "/jpeg-compress");
    await waitForSignedInTool(before.page, before.errors);
    expect(await before.page.locator("#jpeg-quality").inputValue()).toBe("75");
    await before.close();

    await page.getByRole("tab", { name: "Compression" }).click();
    expect(await page.getByRole("radio", { name: /Each tool's own/ }).getAttribute("data-state")).toBe("checked");
    await page.getByRole("radio", { name: "High compression (Quality 50)" }).click();
    await page.getByRole("radio", { name: "WebP", exact: true }).click();
    await page.getByRole("radio", { name: "WebP", exact: true }).and(page.locator("[data-state=checked]")).waitFor();
    await screenshot(page, "member-settings-compression-desktop-light");
    await expect
      .poll(async () => (await (await page.context().request.get(baseUrl + "/api/settings")).json()) as object)
      .toMatchObject({ defaultQuality: 50, defaultFormat: "webp" });

    await page.getByRole("tab", { name: "Notifications" }).click();
    const marketing = page.getByRole("switch", { name: "Marketing communications" });
    expect(await marketing.getAttribute("aria-checked")).toBe("false");
    await marketing.click();
    // The compression tab's saves left the same toast up a moment ago: wait for the switch itself.
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("true");
    await toast(page, "Settings updated successfully").waitFor();

    const tool = await pages.open(owner.contextOptions);
    await tool.page.goto(baseUrl + "/jpeg-compress");
    await waitForSignedInTool(tool.page, tool.errors);
    expect(await tool.page.locator("#jpeg-quality").inputValue()).toBe("50");
    expect(await tool.page.locator("#jpeg-output").inputValue()).toBe("webp");
    // Every tool with a quality follows the chosen one: the converter too.
    await tool.page.goto(baseUrl + "/format-converter");
    await waitForSignedInTool(tool.page, tool.errors);
    expect(await tool.page.locator("#convert-quality").inputValue()).toBe("50");
    // Choosing Smart on the JPEG page saves "each tool's own" again: Smart on the next visit.
    await tool.page.goto(baseUrl + "/jpeg-compress");
    await waitForSignedInTool(tool.page, tool.errors);
    expect(await tool.page.locator("#jpeg-smart").inputValue()).toBe("fixed");
    await tool.page.getByRole("button", { name: /Balanced \(smart\)/ }).click();
    await expect
      .poll(async () => (await (await page.context().request.get(baseUrl + "/api/settings")).json()) as object)
      .toMatchObject({ defaultQuality: null, defaultFormat: "webp" });
    await tool.page.reload();
    await waitForSignedInTool(tool.page, tool.errors);
    expect(await tool.page.locator("#jpeg-smart").inputValue()).toBe("balanced");
    await tool.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("puts the stored value back when a save fails", async () => {
    const { page, close } = await pages.open(owner.contextOptions);
    await openMemberPage(page, "/settings");
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.route("**/api/settings", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 400, contentType: "application/json", body: '{"error":"invalid","message":"Nope"}' })
        : route.continue(),
    );
    const updates = page.getByRole("switch", { name: "Product updates" });
    const before = await updates.getAttribute("aria-checked");
    const refused = page.waitForRequest((r) => r.url().endsWith("/api/settings") && r.method() === "PATCH");
    await updates.click();
    await refused;
    await page.waitForFunction(
      (want) => document.querySelector('[id="setting-productUpdates"]')?.getAttribute("aria-checked") === want,
      before,
    );
    expect(await toast(page, "Settings updated successfully").count()).toBe(0);
    await close();
  });

  it("checks a password change with the spec's rules and messages", async () => {
    const { page, close } = await pages.open({ ...owner.contextOptions, ...PHONE, colorScheme: "dark" });
    await openMemberPage(page, "/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const form = page.getByRole("form", { name: "Change password" });
    const submit = form.getByRole("button", { name: "Update Password" });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel("Current Password").fill("squish the pixels");
    await form.getByLabel("New Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm New Password").fill("shorter");
    await submit.click();
    await form.getByText("New passwords do not match").waitFor();
    await form.getByLabel("Confirm New Password").fill("short");
    await submit.click();
    await form.getByText("Password must be at least 6 characters long").waitFor();
    await form.getByLabel("New Password", { exact: true }).fill("squish the pixels");
    await form.getByLabel("Confirm New Password").fill("squish the pixels");
    await submit.click();
    await form.getByText("New password must be different from current password").waitFor();
    await form.getByRole("button", { name: "Show password" }).first().click();
    expect(await form.getByLabel("Current Password").getAttribute("type")).toBe("text");
    await screenshot(page, "member-settings-security-phone-dark");
    await form.getByLabel("New Password", { exact: true }).fill("pixels squished well");
    await form.getByLabel("Confirm New Password").fill("pixels squished well");
    await submit.click();
    await toast(page, "Password updated successfully").waitFor();
    expect(await form.getByLabel("Current Password").inputValue()).toBe("");
    await close();
  });

  it("downloads the person's data and deletes the account after the password, ending the session everywhere", async () => {
    const doomed = await createSignedInUser(browser, "10.60.3.1", "Del Eted");
    const { page, close } = await pages.open(doomed.contextOptions);
    const elsewhere = await pages.open(doomed.contextOptions);
    await openMemberPage(page, "/settings");
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByText("processed locally").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download My Data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^squish-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(
      await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    );
    expect(JSON.stringify(data)).toContain(doomed.email);

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("The password is not correct.").waitFor();
    await screenshot(page, "member-settings-delete-desktop-light", { fullPage: false });
    await dialog.getByLabel("Your password").fill("squish the pixels");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(baseUrl + "/");
    await toast(page, "Account deleted").waitFor();
    const session = await elsewhere.page.context().request.get(baseUrl + "/api/auth/get-session");
    expect(await session.json()).toBeNull();
    await elsewhere.page.goto(baseUrl + "/dashboard");
    await elsewhere.page.waitForURL(baseUrl + "/");
    await elsewhere.close();
    await close();
  });
});

describe("/all-activity", () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await createSignedInUser(browser, "10.60.4.1", "Al Activity");
    const context = await browser.newContext(owner.contextOptions);
    for (let i = 1; i <= 25; i++) {
      const name = `history-${String(i).padStart(2, "0")}.jpg`;
      if (i % 5 === 0) {
        const response = await context.request.post(baseUrl + "/api/activities", {
          data: { id: `hist-dl-${i}-${Date.now()}`, activityType: "download", fileName: name },
          headers: { origin: baseUrl },
        });
        expect(response.status()).toBe(201);
      } else await track(context, name, 1, 0.25);
    }
    await context.close();
  });

  it("pages, filters, searches, exports everything the filters match, and takes new activity live", async () => {
    const { page, errors, close } = await pages.open(owner.contextOptions);
    await openMemberPage(page, "/all-activity");
    const list = page.getByTestId("activity-list");
    const range = page.getByTestId("activity-range");
    await range.filter({ hasText: "Showing 1–20 of 25" }).waitFor();
    expect(await list.locator("li").count()).toBe(20);
    expect(await list.locator("li").first().textContent()).toContain("history-25.jpg");
    expect(await list.textContent()).toContain("less than a minute ago");
    await screenshot(page, "member-all-activity-desktop-light");
    await page.getByRole("button", { name: "Next" }).click();
    await range.filter({ hasText: "Showing 21–25 of 25" }).waitFor();
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);

    // The export holds the whole history the filters match, not only the 20 rows on screen.
    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^squish-activity-\d{4}-\d{2}-\d{2}\.csv$/);
      return Buffer.concat(await (await download.createReadStream()).toArray()).toString();
    };
    const everything = (await exported()).split("\r\n").filter(Boolean);
    expect(everything).toHaveLength(26);
    expect(everything.filter((row) => /history-(01|25)\.jpg/.test(row))).toHaveLength(2);

    await page.getByLabel("Activity type").selectOption("download");
    await range.filter({ hasText: "Showing 1–5 of 5" }).waitFor();
    await page.getByLabel("Search by file name").fill("HISTORY-10");
    await range.filter({ hasText: "Showing 1–1 of 1" }).waitFor();
    expect(await list.textContent()).toContain("history-10.jpg");

    const csv = await exported();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain("Downloaded,history-10.jpg");

    await page.getByLabel("Search by file name").fill("");
    await page.getByLabel("Activity type").selectOption("all");
    await range.filter({ hasText: "of 25" }).waitFor();
    const other = await pages.open(owner.contextOptions);
    await track(other.page.context(), "arrived-live.jpg");
    await list.locator("li").first().filter({ hasText: "arrived-live.jpg" }).waitFor({ timeout: 2_000 });
    await range.filter({ hasText: "of 26" }).waitFor();
    await other.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("reads well on a phone in dark mode", async () => {
    const { page, close } = await pages.open({ ...owner.contextOptions, ...PHONE, colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await openMemberPage(page, "/all-activity");
    await page.getByTestId("activity-list").waitFor();
    await screenshot(page, "member-all-activity-phone-dark");
    await close();
  });
});

describe("/profile and the dashboard's sub-views", () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await createSignedInUser(browser, "10.60.5.1", "Pro File");
  });

  it("edits the profile with Edit, Cancel and Save, with the spec's messages", async () => {
    const { page, errors, close } = await pages.open(owner.contextOptions);
    await openMemberPage(page, "/profile");
    // The tabs appear once the profile has loaded; read them only then.
    await page.getByRole("tab", { name: "Notifications" }).waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Profile", "Account", "Notifications"]);
    const form = page.getByRole("form", { name: "Profile information" });
    expect(await form.getByTestId("plan-badge").textContent()).toBe("Free plan");
    expect(await form.getByRole("button", { name: "Upgrade Plan" }).isDisabled()).toBe(true);
    expect(await form.getByLabel("Email").getAttribute("readonly")).not.toBeNull();
    await form.getByText("To change your email address, please contact support.").waitFor();
    await screenshot(page, "member-profile-desktop-light");

    const name = form.getByLabel("Full Name");
    expect(await name.getAttribute("readonly")).not.toBeNull();
    await form.getByRole("button", { name: "Edit" }).click();
    await name.fill("Someone Else");
    await form.getByRole("button", { name: "Cancel" }).click();
    expect(await name.inputValue()).toBe("Pro File");

    await form.getByRole("button", { name: "Edit" }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "No changes to update.").waitFor();

    await form.getByRole("button", { name: "Edit" }).click();
    const username = form.getByLabel("Username");
    const previous = await username.inputValue();
    await username.fill("not a username!");
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "Failed to update profile: ").waitFor();
    await username.fill(previous);
    await name.fill("Profi Lee");
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "Profile updated successfully").waitFor();
    await form.getByRole("button", { name: "Edit" }).waitFor();
    await page.getByRole("button", { name: "Account menu for Profi Lee" }).waitFor();

    // A picture, shrunk on the device to a 128 px WebP, shown in the header from our own origin.
    const trigger = page.getByRole("button", { name: "Account menu for Profi Lee" });
    expect(await trigger.locator("img").count()).toBe(0);
    await page.getByTestId("avatar-input").setInputFiles(fixture("photo/recurser-Landscape_1.jpg"));
    await toast(page, "Picture updated").waitFor();
    const picture = trigger.locator("img");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128);
    expect(await picture.getAttribute("src")).toMatch(/^\/api\/profile\/avatar\?v=/);
    await screenshot(page, "member-profile-picture-desktop-light");
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await toast(page, "Picture removed").waitFor();
    await picture.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Account" }).click();
    const password = page.getByRole("form", { name: "Change password" });
    const submit = password.getByRole("button", { name: "Update Password" });
    await password.getByLabel("New Password", { exact: true }).fill("abcdefgh");
    expect(await submit.isDisabled()).toBe(true);
    await password.getByLabel("Confirm New Password").fill("abcdefgh");
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await password.getByText("All fields are required").waitFor();
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("switch", { name: "Compression alerts" }).waitFor();
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await close();
  });

  it("opens the security and account sub-views from the dashboard, each with Back to Dashboard", async () => {
    const { page, close } = await pages.open({ ...owner.contextOptions, ...PHONE, colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await openMemberPage(page, "/dashboard");
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Security" }).waitFor();
    await page.getByRole("button", { name: "Update Password" }).waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
    await page.getByRole("link", { name: "Account overview" }).click();
    await page.getByRole("tab", { name: "Security Settings" }).waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Profile Information", "Security Settings"]);
    await screenshot(page, "member-dashboard-account-overview-phone-dark");
    await page.getByRole("tab", { name: "Security Settings" }).click();
    await page.getByRole("button", { name: "Update Password" }).waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(baseUrl + "/dashboard");
    await close();
  });
});

describe("/my-tools", () => {
  it("pins, reorders and unpins tools, kept on the server, and lists the most used", async () => {
    const owner = await createSignedInUser(browser, "10.60.6.1", "Tool Fan");
    const { page, errors, close } = await pages.open(owner.contextOptions);
    await track(page.context(), "one.jpg");
    await track(page.context(), "two.jpg");
    await openMemberPage(page, "/my-tools");
    await page.getByText("Nothing pinned yet.").waitFor();
    const mostUsed = page.getByTestId("most-used");
    await mostUsed.getByText("JPEG Compressor").waitFor();
    expect(await mostUsed.textContent()).toContain("2 uses");

    await page.getByRole("button", { name: "Pin PNG Optimizer" }).click();
    await page.getByRole("button", { name: "Pin Image Resizer" }).click();
    const pinned = page.getByTestId("pinned-tools");
    await pinned.locator("[data-tool-id=image-resizer]").waitFor();
    // Keyboard alone: focus the button and press Enter.
    await page.getByRole("button", { name: "Move Image Resizer up" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => pinned.locator("li").evaluateAll((items) => items.map((li) => li.getAttribute("data-tool-id"))))
      .toEqual(["image-resizer", "png-optimizer"]);
    await screenshot(page, "member-my-tools-desktop-light");

    // Another device sees the same list in the same order.
    await expect
      .poll(async () => (await (await page.context().request.get(baseUrl + "/api/my-tools/pins")).json()) as object)
      .toEqual({ toolIds: ["image-resizer", "png-optimizer"] });
    const phone = await pages.open({ ...owner.contextOptions, ...PHONE, colorScheme: "dark" });
    await phone.page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await openMemberPage(phone.page, "/my-tools");
    await phone.page.getByTestId("pinned-tools").locator("[data-tool-id=image-resizer]").waitFor();
    await screenshot(phone.page, "member-my-tools-phone-dark");
    await phone.close();

    await page.getByRole("button", { name: "Unpin PNG Optimizer" }).click();
    await pinned.locator("[data-tool-id=png-optimizer]").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Pin PNG Optimizer" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe("accessibility", () => {
  // Desktop, light and dark, is in e2e/accessibility.e2e.ts with every other page; here the phone's layout.
  it("has no serious or critical axe violations on any member page on a phone in dark mode", async () => {
    const found: string[] = [];
    for (const [scheme, size] of [["dark", PHONE]] as const) {
      const { page, close } = await pages.open({
        ...user.contextOptions,
        ...size,
        colorScheme: scheme,
        bypassCSP: true,
      });
      await page.addInitScript((theme) => localStorage.setItem("theme", theme), scheme);
      for (const path of ["/dashboard", "/profile", "/settings", "/all-activity", "/my-tools"]) {
        await openMemberPage(page, path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await page.locator("[role=status] svg.animate-spin").waitFor({ state: "detached" });
        found.push(...(await seriousA11yViolations(page)).map((v) => `${scheme} ${path}: ${v}`));
      }
      await close();
    }
    expect(found).toEqual([]);
  });
});
