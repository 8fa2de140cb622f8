/**
 * Which licences may reach the browser (decision 11 and record 0021). Squish is
 * AGPL-3.0-or-later, so everything it ships must be distributable as part of, or beside, an
 * AGPL-3.0 work. A package's licence is an SPDX expression and is evaluated as one: an `OR`
 * needs one allowed branch ("MIT OR GPL-2.0-only" passes through MIT), an `AND` needs all.
 */
import parseSpdx from "spdx-expression-parse";

/** SPDX ids allowed in the browser bundle. Anything else fails the build until a person decides. */
export const ALLOWED_LICENSES: ReadonlySet<string> = new Set([
  // Permissive licences: compatible with the GPL family, so with AGPL-3.0.
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "CC0-1.0",
  "IJG",
  "ISC",
  "MIT",
  "MIT-0",
  "Unlicense",
  "Zlib",
  // File-level copyleft; MPL-2.0 allows the GNU licences as secondary licences.
  "MPL-2.0",
  // The GNU family, where AGPL-3.0 (or a version it can combine with, section 13) is reachable.
  "LGPL-2.0-only",
  "LGPL-2.0-or-later",
  "LGPL-2.1-only",
  "LGPL-2.1-or-later",
  "LGPL-3.0-only",
  "LGPL-3.0-or-later",
  "GPL-2.0-or-later",
  "GPL-3.0-only",
  "GPL-3.0-or-later",
  "AGPL-3.0-only",
  "AGPL-3.0-or-later",
  // Fonts: they ship as separate files beside the program (an aggregate), which the OFL allows.
  "OFL-1.1",
]);

export type LicenseVerdict = { allowed: true } | { allowed: false; reason: string };

type SpdxNode = ReturnType<typeof parseSpdx>;

const GNU_FAMILY = /^(A|L)?GPL-\d\.\d$/;

/**
 * The current SPDX id for a licence as packages write it: the deprecated GNU ids ("GPL-2.0",
 * "LGPL-3.0") mean "only", and a trailing "+" means "or later".
 */
export function canonicalLicenseId(id: string, plus = false): string {
  if (GNU_FAMILY.test(id)) return `${id}-${plus ? "or-later" : "only"}`;
  if (plus && /^(A|L)?GPL-\d\.\d-only$/.test(id)) return id.replace(/-only$/, "-or-later");
  return id;
}

function evaluate(node: SpdxNode, allowed: ReadonlySet<string>): string[] {
  if ("conjunction" in node) {
    const left = evaluate(node.left, allowed);
    const right = evaluate(node.right, allowed);
    if (node.conjunction === "and") return [...left, ...right];
    return left.length === 0 || right.length === 0 ? [] : [...left, ...right];
  }
  // An exception (WITH) only adds permissions, so the licence it qualifies decides.
  const id = canonicalLicenseId(node.license, node.plus === true);
  return allowed.has(id) ? [] : [id];
}

/** Whether a licence expression may ship, and if not, which part stops it. */
export function checkLicense(
  expression: string | null | undefined,
  allowed: ReadonlySet<string> = ALLOWED_LICENSES,
): LicenseVerdict {
  const text = expression?.trim() ?? "";
  if (text === "" || text.toUpperCase() === "UNLICENSED") return { allowed: false, reason: "declares no licence" };
  let tree: SpdxNode;
  try {
    tree = parseSpdx(text);
  } catch {
    return { allowed: false, reason: `"${text}" is not a valid SPDX licence expression` };
  }
  const refused = [...new Set(evaluate(tree, allowed))];
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, reason: `${refused.join(", ")} ${refused.length === 1 ? "is" : "are"} not allowed` };
}
