import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { AppReady } from "@/app/app-ready";
import { DeferredToaster } from "@/app/deferred-toaster";
import { SessionProvider } from "@/auth/session-provider";
import { SiteOriginContext } from "@/lib/site-origin";
import { ThemeProvider } from "@/theme/theme-provider";

/**
 * What wraps the router on every page, in the browser and when the server renders a page's HTML
 * (src/entry-server.tsx): the two must build the same tree, or hydration would not match.
 */
export function AppProviders({
  queryClient,
  origin,
  children,
}: {
  queryClient: QueryClient;
  /** The site's public address, for links that must be absolute (canonical, sharing). */
  origin: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteOriginContext value={origin}>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>{children}</SessionProvider>
            <DeferredToaster />
            <AppReady />
          </QueryClientProvider>
        </ThemeProvider>
      </SiteOriginContext>
    </StrictMode>
  );
}
