/**
 * The results table as a CSV a spreadsheet opens: one row per file, sizes in bytes (exact, for
 * sums), the saving in per cent, the quality score, what was removed, and why a file failed.
 */
import { savingsPercent } from "@squish/shared/compression";
import { isDone, type FileItem } from "../file-item.ts";

export const CSV_COLUMNS = [
  "file",
  "folder",
  "output",
  "format",
  "before_bytes",
  "after_bytes",
  "saving_percent",
  "score_ssimulacra2",
  "smart_quality",
  "removed",
  "status",
  "note",
] as const;

/** RFC 4180: quoted when needed, quotes doubled; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function resultsCsv(items: readonly FileItem<unknown>[], outputName: (item: FileItem<unknown>) => string) {
  const rows = items.map((item) => {
    const result = isDone(item) ? item.result! : undefined;
    const note =
      item.status === "error"
        ? (item.error ?? "")
        : [
            result?.keptOriginal ? "original kept" : "",
            result?.target && !result.target.fits ? result.target.message : "",
          ]
            .filter(Boolean)
            .join("; ");
    return [
      item.name,
      item.folder ?? "",
      result ? outputName(item) : "",
      result ? result.format : (item.probe.format ?? ""),
      item.originalSize,
      result ? result.size : "",
      result ? savingsPercent(item.originalSize, result.size) : "",
      result?.score !== undefined ? result.score.toFixed(2) : "",
      result?.smart ? result.smart.quality : "",
      result ? result.removed.join(" ") : "",
      item.status,
      note,
    ].map(csvCell);
  });
  return [CSV_COLUMNS.join(","), ...rows.map((row) => row.join(","))].join("\r\n") + "\r\n";
}
