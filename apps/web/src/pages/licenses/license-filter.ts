import type { LicenseEntry, LicenseEntryKind } from "../../../build/licenses/report.ts";

/** The kind buttons above the list, in order. */
export const KIND_FILTERS: readonly { id: LicenseEntryKind | "all"; label: string }[] = [
  { id: "all", label: "All" },
  { id: "package", label: "JavaScript packages" },
  { id: "webassembly", label: "WebAssembly" },
  { id: "font", label: "Fonts" },
];

export function isKindFilter(value: string | null): value is LicenseEntryKind | "all" {
  return KIND_FILTERS.some((f) => f.id === value);
}

/** Entries of the chosen kind whose name, licence or package contain every word searched. */
export function filterEntries(
  entries: readonly LicenseEntry[],
  query: string,
  kind: LicenseEntryKind | "all",
): LicenseEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (kind !== "all" && entry.kind !== kind) return false;
    const haystack = [entry.name, entry.version ?? "", entry.license, entry.partOf ?? ""].join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
