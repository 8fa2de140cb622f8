// First: before any code that may load zod (app/zod-without-eval.ts says why).
import "@/app/zod-without-eval";
import { hydrate as hydrateQueries, type DehydratedState } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { AppProviders } from "@/app/app-providers";
import { createQueryClient } from "@/app/query-client";
import { buildRoutes } from "@/app/router";
import { PAGE_STATE_ID } from "@/app/page-state";
import { markHydrated } from "@/app/start-mode";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const queryClient = createQueryClient();
const routes = buildRoutes();

/**
 * The server sends public pages already rendered (record 0049). Hydrating them needs the page's
 * code in hand first: a route still loading would render the loading screen over the HTML.
 */
async function loadRouteCode(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The data the server rendered the page with (the blog's posts), so the first render matches it. */
function readPageState(): DehydratedState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : null;
}

async function start(container: HTMLElement) {
  const rendered = container.hasAttribute("data-server-rendered");
  if (rendered) {
    markHydrated();
    await loadRouteCode();
    const state = readPageState();
    if (state) hydrateQueries(queryClient, state);
  }
  const app = (
    <AppProviders queryClient={queryClient} origin={window.location.origin}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  );
  // As a transition, React hydrates in slices and yields to the browser between them: the page
  // is already on screen, and a phone's main thread stays free for taps and scrolling.
  if (rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);

// Offline use, installing and sharing to the app (record 0023); only in the built app. Its code
// (workbox-window and the update prompt) loads once the page has, as no first paint needs it.
const registerLater = () =>
  void import("@/offline/register-service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === "complete") registerLater();
else window.addEventListener("load", registerLater, { once: true });
