/**
 * The admin area and the blog editor end to end (issue 14), in Chromium against the built server:
 * the gate at /admin/login and /admin, users (search, plan, disable and enable, each confirmed),
 * a contact message marked handled, a post written in the editor with its live preview and
 * published to /blog, and the audit log of all of it; axe on /admin and the editor. The first
 * admin is made as the README says, with `npm run admin:create`'s script on the server's data.
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSignedInUser, type SignedInUser } from "./support/account.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { linkFromEmail } from "./support/outbox.ts";
import { fixture } from "./support/tool-page.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { OWN_ROW_REASON } from "../apps/web/src/admin/users/user-row.tsx";

const PASSWORD = "squish the pixels";
const repoRoot = resolve(import.meta.dirname, "..");
const NOT_ADMIN = "This account is not an administrator.";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
let admin: SignedInUser;
let target: SignedInUser;
let plain: SignedInUser;
/** The admin's session after signing in through /admin/login, for the later tests. */
let adminState: BrowserContextOptions["storageState"];
const slug = `admin-e2e-${Date.now().toString(36)}`;
const subject = `Admin e2e ${Date.now().toString(36)}`;

function makeAdmin(email: string) {
  // The same script as `npm run admin:create`, on the test server's SQLite data folder.
  const output = execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/create-admin.ts", email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dirname(inject("outboxDir")), DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  expect(output).toContain("is now an admin");
}

/** A fresh visitor (own address, for the per-address sign-in limit) signing in at /admin/login. */
async function signInAtAdminLogin(user: SignedInUser, address: string, options: BrowserContextOptions = {}) {
  const watched = await pages.open({
    extraHTTPHeaders: { "x-forwarded-for": address },
    bypassCSP: true,
    ...options,
  });
  const { page } = watched;
  await page.goto(baseUrl + "/admin/login");
  await waitForShell(page);
  await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign In" }).click();
  return watched;
}

async function openAdmin(page: Page, path = "/admin") {
  await page.goto(baseUrl + path);
  await waitForShell(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  admin = await createSignedInUser(browser, "10.70.1.1", "Ada Admin");
  target = await createSignedInUser(browser, "10.70.1.2", "Paula Plan");
  plain = await createSignedInUser(browser, "10.70.1.3", "Nina Nobody");
  makeAdmin(admin.email);
});
afterAll(async () => {
  await browser?.close();
});

describe("the admin gate", () => {
  it("sends guests from /admin to /admin/login and asks them to sign in at the editor", async () => {
    const { page, close } = await pages.open();
    await openAdmin(page);
    await page.waitForURL(baseUrl + "/admin/login");
    await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
    await openAdmin(page, "/blog/create");
    await page.getByRole("heading", { name: "Sign in to write posts" }).waitFor();
    await close();
  });

  it("tells a non-admin plainly, at /admin/login, /admin and the editor", async () => {
    const { page, errors, close } = await signInAtAdminLogin(plain, "10.70.1.4");
    await page.getByRole("alert").filter({ hasText: NOT_ADMIN }).waitFor();
    expect(page.url()).toBe(baseUrl + "/admin/login");
    await openAdmin(page);
    await page.getByText(NOT_ADMIN).waitFor();
    await openAdmin(page, "/blog/create");
    await page.getByText(NOT_ADMIN).waitFor();
    await page.getByText("Only administrators write and edit blog posts.").waitFor();
    // The API refuses too, whatever the page shows.
    expect((await page.request.get(baseUrl + "/api/admin/users")).status()).toBe(403);
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
    await close();
  });
});

describe("the admin area", () => {
  it("lets an admin sign in, find a user, change the plan, disable and enable, each confirmed", async () => {
    const { page, errors, close } = await signInAtAdminLogin(admin, "10.70.1.5");
    await page.waitForURL(baseUrl + "/admin");
    await page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
    adminState = await page.context().storageState();

    await page.getByLabel("Search by name or email").fill("paula plan");
    const row = page.locator(`tr[data-user-email="${target.email}"]`);
    // The unfiltered page stays on screen until the search's answer replaces it.
    await expect.poll(() => page.locator("[data-user-email]").count()).toBe(1);

    const dialog = page.getByRole("dialog");
    await row.getByRole("button", { name: /^Set Pro/ }).click();
    await dialog.getByText(`Paula Plan (${target.email}) moves from the Free plan to the Pro plan.`).waitFor();
    // Focus starts on the safe choice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await screenshot(page, "admin-confirm-desktop-light", { fullPage: false });
    await dialog.getByRole("button", { name: "Change to Pro" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.getByRole("cell", { name: "Pro", exact: true }).waitFor();
    // Focus returns to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Set Free");

    await row.getByRole("button", { name: /^Disable/ }).click();
    await dialog.getByText(/will be signed out everywhere/).waitFor();
    await dialog.getByRole("button", { name: "Disable account" }).click();
    await row.getByRole("cell", { name: "Disabled", exact: true }).waitFor();
    await row.getByRole("button", { name: /^Enable/ }).click();
    await dialog.getByRole("button", { name: "Enable account" }).click();
    await row.getByRole("cell", { name: "Active", exact: true }).waitFor();

    // The admin's own row offers no change the server always refuses, and says why instead.
    await page.getByLabel("Search by name or email").fill(admin.email);
    const mine = page.locator(`tr[data-user-email="${admin.email}"]`);
    await mine.getByTestId("own-row-reason").waitFor();
    expect(await mine.getByTestId("own-row-reason").getAttribute("title")).toBe(OWN_ROW_REASON);
    expect(await mine.getByRole("button", { name: /^(Disable|Remove admin)/ }).count()).toBe(0);
    await mine.getByRole("button", { name: /^Set (Pro|Free)/ }).waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await close();
  });

  it("shows a contact message in full and marks it handled", async () => {
    const { page, close } = await pages.open({ storageState: adminState, bypassCSP: true });
    const sent = await page.request.post(baseUrl + "/api/contact", {
      data: { name: "Vera Visitor", email: "vera@example.com", subject, message: "Could you add a HEIC tool?" },
      headers: { origin: baseUrl, "x-forwarded-for": "10.70.1.6" },
    });
    expect(sent.status()).toBe(201);
    await openAdmin(page, "/admin?section=messages");
    const item = page.locator(`[data-inbox-item="${subject}"]`);
    await item.getByText("Could you add a HEIC tool?").waitFor();
    await item.getByText("From Vera Visitor <vera@example.com>", { exact: false }).waitFor();
    const reply = await item.getByRole("link", { name: /^Reply/ }).getAttribute("href");
    expect(reply).toMatch(/^mailto:vera@example\.com\?subject=Re%3A%20/);
    await item.getByRole("button", { name: /^Mark handled/ }).click();
    await page.locator(`[data-inbox-item="${subject}"][data-handled="true"]`).waitFor();
    await item.getByRole("button", { name: /^Mark open/ }).waitFor();
    // axe reads a toast caught mid-fade as faint text: check the page once it has gone.
    await page.locator("[data-sonner-toast]").waitFor({ state: "detached", timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await close();
  });

  it("writes a post with a live, sanitised preview, publishes it, and it is on /blog", async () => {
    const { page, errors, close } = await pages.open({ storageState: adminState, bypassCSP: true });
    await openAdmin(page, "/blog/create");
    await page.getByRole("heading", { name: "New blog post" }).waitFor();
    await page.getByLabel("Title").fill("Admin e2e: smaller photos");
    // The slug follows the title until it is typed; a bad one is named at once.
    expect(await page.getByLabel("Address (slug)").inputValue()).toBe("admin-e2e-smaller-photos");
    await page.getByLabel("Address (slug)").fill("Bad Slug");
    await page.locator("[data-field-error=post-slug]").filter({ hasText: "lower-case" }).waitFor();
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Description").fill("A post written in the admin editor.");
    await page.getByLabel("Tags").fill("JPEG, testing");
    await page
      .getByLabel("Text (Markdown)")
      .fill("## First section\n\nSome **bold** words.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))");
    const preview = page.getByTestId("post-preview");
    await preview.locator("h2#first-section", { hasText: "First section" }).waitFor();
    await preview.locator("strong", { hasText: "bold" }).waitFor();
    await preview.getByText("<script>alert(1)</script>").waitFor();
    expect(await preview.locator("script, a[href^='javascript']").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Create post" }).click();
    await page.waitForURL(`${baseUrl}/blog/${slug}/edit`);
    await page.getByRole("heading", { name: "Edit blog post" }).waitFor();

    // Its link-preview picture, made here from a photo and named in the page a preview reads.
    const pictureField = page.getByTestId("post-picture");
    await pictureField.getByText("None chosen").waitFor();
    await page.getByTestId("post-picture-input").setInputFiles(fixture("photo/recurser-Landscape_2.jpg"));
    await page.locator("[data-sonner-toast]", { hasText: "Preview picture saved" }).first().waitFor();
    const shown = pictureField.getByRole("img");
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe("1200x630");
    const head = await (await page.request.get(`${baseUrl}/blog/${slug}`)).text();
    const picture = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? "";
    expect(picture).toMatch(new RegExp(`^${baseUrl}/og/posts/[^/]+\\.jpg\\?v=`));
    expect(head).toContain('<meta property="og:image:type" content="image/jpeg" />');
    // Published from the admin area, it arrives rendered like a built article (record 0049).
    expect(head).toContain('<div id="root" data-server-rendered>');
    expect(head).toContain("Admin e2e: smaller photos</h1>");
    expect(head).toContain('<h2 id="first-section">First section</h2>');
    const served = await page.request.get(picture);
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"]);

    await openAdmin(page, "/blog");
    await page.locator(`a[href="/blog/${slug}"]`).first().waitFor();
    await openAdmin(page, `/blog/${slug}`);
    await page.getByRole("heading", { level: 1, name: "Admin e2e: smaller photos" }).waitFor();
    await openAdmin(page, "/admin?section=posts");
    const row = page.locator(`tr[data-post-slug="${slug}"]`);
    await row.getByText("Published", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("links to /admin from an admin's menus, and shows a draft at its address to admins with a banner", async () => {
    const { page, errors, close } = await pages.open({ storageState: adminState, bypassCSP: true });
    await openAdmin(page, "/");
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Admin" }).click();
    await page.waitForURL(`${baseUrl}/admin`);

    const draftSlug = `${slug}-draft`;
    const created = await page.request.post(baseUrl + "/api/admin/blog-posts", {
      data: { slug: draftSlug, title: "A draft to read first", bodyMarkdown: "Not yet.", published: false },
      headers: { origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    // The listening server gives the admin the draft's page itself, kept from caches and crawlers.
    const response = await page.goto(`${baseUrl}/blog/${draftSlug}`);
    expect([response?.status(), response?.headers()["cache-control"], response?.headers()["x-robots-tag"]]).toEqual([
      200,
      "private, no-store",
      "noindex",
    ]);
    await waitForShell(page);
    await page.getByRole("heading", { level: 1, name: "A draft to read first" }).waitFor();
    expect(await page.getByTestId("draft-banner").innerText()).toMatch(/Draft\.\s+Only admins can see this page/);
    const guest = await pages.open();
    expect((await guest.page.goto(`${baseUrl}/blog/${draftSlug}`))?.status()).toBe(404);
    await guest.page.getByRole("heading", { level: 1, name: /not found/i }).waitFor();
    expect(await guest.page.getByText("A draft to read first").count()).toBe(0);
    await guest.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("lists those actions in the audit log: who, what, when", async () => {
    const { page, close } = await pages.open({ storageState: adminState, bypassCSP: true });
    await openAdmin(page, "/admin?section=audit");
    const table = page.getByTestId("audit-table");
    for (const text of [
      `Changed the plan of ${target.email} to Pro`,
      `Disabled ${target.email}`,
      `Enabled ${target.email}`,
      "Marked a contact message handled",
      `Created the post “${slug}”, published`,
    ]) {
      await table.getByRole("cell", { name: text, exact: true }).waitFor();
    }
    expect(await table.getByRole("cell", { name: admin.email, exact: true }).count()).toBeGreaterThanOrEqual(5);
    expect(await table.locator("time").count()).toBeGreaterThanOrEqual(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await close();
  });

  it("emails the members who asked for product updates, and the email's link switches them off", async () => {
    const reader = await createSignedInUser(browser, "10.70.1.8", "Rita Reader");
    const readerContext = await browser.newContext(reader.contextOptions);
    const turnOn = await readerContext.request.patch(baseUrl + "/api/settings", {
      data: { key: "productUpdates", value: true },
      headers: { origin: baseUrl },
    });
    expect(turnOn.status()).toBe(200);

    const { page, errors, close } = await pages.open({ storageState: adminState, bypassCSP: true });
    await openAdmin(page, "/admin?section=email");
    const form = page.getByRole("form", { name: "Email members" });
    await form
      .getByText(/\d+ members? want these/)
      .first()
      .waitFor();
    const news = `Admin e2e news ${Date.now().toString(36)}`;
    await form.getByLabel("Subject").fill(news);
    await form.getByLabel("Message").fill("A HEIC converter is here.\n\nIt runs in your browser.");
    await form.getByRole("button", { name: /^Send to \d+ members?$/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`“${news}” goes to`).waitFor();
    await dialog.getByRole("button", { name: "Send email" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Email sent" }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = await linkFromEmail(reader.email, new RegExp(news));
    const stop = await pages.open();
    await stop.page.goto(link);
    await stop.page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    await stop.close();
    const settings = await readerContext.request.get(baseUrl + "/api/settings");
    expect(await settings.json()).toMatchObject({ productUpdates: false });
    await readerContext.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("looks right on phones and desktops, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [size, viewport] of [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1280, height: 800 }],
      ] as const) {
        const { page, close } = await pages.open({ storageState: adminState, viewport, colorScheme });
        await openAdmin(page);
        await page.getByTestId("users-table").waitFor();
        await screenshot(page, `admin-users-${colorScheme}-${size}`);
        await openAdmin(page, `/blog/${slug}/edit`);
        await page.getByTestId("post-preview").locator("h2#first-section").waitFor();
        await screenshot(page, `admin-editor-${colorScheme}-${size}`);
        await close();
      }
    }
  });
});
