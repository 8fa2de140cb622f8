/**
 * Renders a public page's HTML on the server, with the same components the browser hydrates
 * (record 0049). The server loads this module from the build (`dist-ssr/entry-server.js`) and
 * calls `renderPage` once per page (and per published post), never per visit.
 */
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { AppProviders } from "@/app/app-providers";
import { createQueryClient } from "@/app/query-client";
import { buildRoutes } from "@/app/router";
import { seedBlogQueries } from "@/blog/blog-queries";
import { LICENSE_REPORT_KEY } from "@/pages/licenses/use-license-report";
import type { LicenseReport } from "../build/licenses/report.ts";

export interface RenderInput {
  /** The page's address, path and query: `/blog?tag=jpeg`. */
  path: string;
  /** The site's public origin, for the links that must be absolute. */
  origin: string;
  /** The admins' published posts, which the blog list and a post's page show. */
  posts?: BlogPost[];
  /** The post at this address when it is not one of the built articles (a draft for an admin). */
  post?: BlogPost | null;
  /** The build's licence list, which the licences page shows. */
  licenseReport?: LicenseReport;
}

export interface RenderedPage {
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data the page was rendered with, for the browser to start from the same (`<script type="application/json">`). */
  state: DehydratedState;
}

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const handler = createStaticHandler(buildRoutes());
  const request = new Request(new URL(input.path, input.origin));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${input.path} answered ${context.status}, not a page`);

  const queryClient = createQueryClient();
  await seedBlogQueries(queryClient, input.path, input.posts ?? [], input.post ?? null);
  if (input.licenseReport) queryClient.setQueryData(LICENSE_REPORT_KEY, input.licenseReport);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient} origin={input.origin}>
      {/* No inline script: the site's Content-Security-Policy forbids them, and no route has a loader. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { status: context.statusCode, html, state: dehydrate(queryClient) };
}
