import { useQuery } from "@tanstack/react-query";
import type { LicenseReport } from "../../../build/licenses/report.ts";

/** Written at the root of the site by the build (apps/web/build/licenses); only this page loads it. */
export const LICENSE_REPORT_URL = "/licenses.json";

async function fetchReport(): Promise<LicenseReport> {
  const response = await fetch(LICENSE_REPORT_URL, { headers: { Accept: "application/json" } });
  // The development server answers unknown paths with the app's HTML: the list only exists in a build.
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) {
    throw new Error("The list of licences is written when the site is built (npm run build).");
  }
  return (await response.json()) as LicenseReport;
}

/** The server fills it when it renders the page, from the same file. */
export const LICENSE_REPORT_KEY = ["license-report"] as const;

export function useLicenseReport() {
  return useQuery({ queryKey: LICENSE_REPORT_KEY, queryFn: fetchReport, staleTime: Infinity });
}
