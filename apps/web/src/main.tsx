import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "@/app/router";
import { ThemedToaster } from "@/app/themed-toaster";
import { SessionProvider } from "@/auth/session-provider";
import { registerServiceWorker } from "@/offline/register-service-worker";
import { ThemeProvider } from "@/theme/theme-provider";
import "./styles.css";

// Spec: queries retry once and do not refetch when the window regains focus.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);

// Offline use, installing and sharing to the app (record 0023); only in the built app.
registerServiceWorker();
