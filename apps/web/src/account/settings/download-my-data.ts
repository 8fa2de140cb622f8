/**
 * "Download My Data" (decision 7): the server's JSON export of profile, settings, stats and
 * activity, saved as a file. The response already names the file; the link gives it the same name.
 */
import { api, readJson } from "@/api/api-client";

export async function downloadMyData(): Promise<void> {
  const response = await api.account.export.$get();
  const data = await readJson<unknown>(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    `squish-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
