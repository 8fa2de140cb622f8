import { QueryClient } from "@tanstack/react-query";

/** Spec: queries retry once and do not refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
