/** Licence texts: a package's own file when it has one, otherwise SPDX's standard text. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import parseSpdx from "spdx-expression-parse";
import spdxFull from "spdx-license-list/full";
import { canonicalLicenseId } from "./policy.ts";

function licenseIds(expression: string): string[] {
  const ids: string[] = [];
  const walk = (node: ReturnType<typeof parseSpdx>) => {
    if ("conjunction" in node) {
      walk(node.left);
      walk(node.right);
    } else {
      ids.push(canonicalLicenseId(node.license, node.plus === true));
    }
  };
  try {
    walk(parseSpdx(expression));
  } catch {
    return [];
  }
  return [...new Set(ids)];
}

/**
 * The standard text of each licence in an expression, one after the other, after the
 * component's copyright line when it is known. Null when SPDX has no text for any of them.
 */
export function standardText(expression: string, copyright?: string): string | null {
  const texts = licenseIds(expression).flatMap((id) => {
    const known = spdxFull[id];
    return known ? [`${known.name} (${id})\n\n${known.licenseText.trim()}`] : [];
  });
  if (texts.length === 0) return null;
  const body = texts.join("\n\n---\n\n");
  return copyright ? `${copyright}\n\n${body}` : body;
}

/** The folder of an installed package, looked up the way Node does from `from`. */
export function findPackageDir(name: string, from: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The npm package a file belongs to: the folder after its last `node_modules`. */
export function owningPackage(file: string): { name: string; dir: string } | null {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at < 0 || at + 1 >= parts.length) return null;
  const scoped = parts[at + 1]?.startsWith("@");
  const nameParts = parts.slice(at + 1, at + (scoped ? 3 : 2));
  return { name: nameParts.join("/"), dir: parts.slice(0, at + 1 + nameParts.length).join("/") };
}

export function readText(file: string): string | null {
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}
