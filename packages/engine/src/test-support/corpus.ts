/**
 * Finds test files: the subset committed under `fixtures/corpus`, and the full third-party corpus
 * when it sits beside the repository (`../shared/corpus`) or `SQUISH_CORPUS` names a copy.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface CorpusEntry {
  /** Path inside the corpus, such as `png/pngsuite/basn6a08.png`. */
  file: string;
  kind: string;
  exercises: string[];
  dimensions: string;
  absolutePath: string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

export const FIXTURE_CORPUS = join(repoRoot, "fixtures/corpus");

/** The full corpus, or `null` when this machine does not have it. */
export function fullCorpusDir(): string | null {
  const candidate = process.env.SQUISH_CORPUS ?? join(repoRoot, "../shared/corpus");
  return existsSync(join(candidate, "MANIFEST.tsv")) ? candidate : null;
}

export function readManifest(dir: string): CorpusEntry[] {
  const [header, ...lines] = readFileSync(join(dir, "MANIFEST.tsv"), "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  const col = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split("\t");
    const file = cells[col("file")] ?? "";
    return {
      file,
      kind: cells[col("kind")] ?? "",
      exercises: (cells[col("exercises")] ?? "").split(",").filter(Boolean),
      dimensions: cells[col("dimensions")] ?? "",
      absolutePath: join(dir, file),
    };
  });
}
