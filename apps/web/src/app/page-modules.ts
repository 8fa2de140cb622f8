import type { ComponentType } from "react";
import { TOOLS } from "@squish/shared/tools";

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The code behind each page id of the shared route table, loaded on demand. A page that is not
 * listed here shows the "coming soon" page; a tool without a page shows the tool's coming-soon page.
 */
const PAGES: Record<string, PageModule> = {
  home: () => import("@/pages/home/home-page"),
  tools: () => import("@/pages/tools/tools-page"),
  about: () => import("@/pages/about-page"),
  licenses: () => import("@/pages/licenses/licenses-page"),
  share: () => import("@/share/share-page"),
  dashboard: () => import("@/account/dashboard/dashboard-page"),
  settings: () => import("@/account/settings/settings-page"),
  "all-activity": () => import("@/account/activity/all-activity-page"),
  profile: () => import("@/account/profile/profile-page"),
  "my-tools": () => import("@/account/my-tools/my-tools-page"),
  blog: () => import("@/blog/blog-list-page"),
  "blog-post": () => import("@/blog/blog-post-page"),
  // The admin area and the blog editor load only when opened: none of it is in a visitor's first load.
  "blog-create": () => import("@/admin/editor/post-editor-page"),
  "blog-edit": () => import("@/admin/editor/post-editor-page"),
  "admin-login": () => import("@/admin/shell/admin-login-page"),
  admin: () => import("@/admin/shell/admin-page"),
  pricing: () => import("@/pages/content/pricing-page"),
  faq: () => import("@/pages/content/faq-page"),
  contact: () => import("@/pages/content/contact-page"),
  "request-tool": () => import("@/pages/content/request-tool-page"),
  privacy: () => import("@/pages/content/privacy-page"),
  terms: () => import("@/pages/content/terms-page"),
};

const TOOL_IDS = new Set(TOOLS.map((t) => t.id));

/**
 * A tool's page, through the registry loaded on demand: the registry names every tool's chunks
 * (about 2 KB gzipped), which the home page, the blog and the content pages do not need.
 */
const toolPage =
  (toolId: string): PageModule =>
  async () => {
    const page = (await import("@/tools/registry")).toolPageModule(toolId);
    return page ? page() : import("@/pages/tool-coming-soon-page");
  };

export function pageModule(pageId: string): PageModule {
  const page = PAGES[pageId];
  if (page) return page;
  if (TOOL_IDS.has(pageId)) return toolPage(pageId);
  return () => import("@/pages/coming-soon-page");
}

export const loadNotFoundPage: PageModule = () => import("@/pages/not-found-page");
