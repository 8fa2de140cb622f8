/**
 * Turns what the builds found into `licenses.json` and the list of problems that fail the build:
 * a licence outside the policy, a package without one, a `.wasm` or a font nobody declared.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, relative, resolve, sep } from "node:path";
import type { Dependency } from "rollup-plugin-license";
import type { CollectedBundle } from "./collect.ts";
import type { ShippedFont, WebAssemblyPackage } from "./components.ts";
import { owningPackage, readText, standardText } from "./license-texts.ts";
import { checkLicense } from "./policy.ts";
import type { LicenseEntry, LicenseReport } from "./report.ts";

export interface ReportSettings {
  appRoot: string;
  repoRoot: string;
  sourceUrl: string;
  projectLicense: string | null;
  webAssembly: readonly WebAssemblyPackage[];
  fonts: readonly ShippedFont[];
  nestedPackages: Readonly<Record<string, string>>;
  allowed: ReadonlySet<string>;
}

const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

function repositoryUrl(repository: Dependency["repository"]): string | null {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (!raw) return null;
  const url = raw.replace(/^git\+/, "").replace(/\.git$/, "");
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith("git://")) return url.replace(/^git:/, "https:");
  // npm's shorthand: "owner/name" or "github:owner/name" (possibly with a folder after it).
  const shorthand = url.replace(/^github:/, "").match(/^([\w.-]+\/[\w.-]+)/);
  return shorthand ? `https://github.com/${shorthand[1]}` : null;
}

export function buildLicenseReport(
  found: CollectedBundle,
  settings: ReportSettings,
): { report: LicenseReport; problems: string[] } {
  const texts: Record<string, string> = {};
  const store = (text: string) => {
    const id = createHash("sha256").update(text).digest("hex").slice(0, 12);
    texts[id] = text;
    return id;
  };
  const entries: LicenseEntry[] = [];
  const problems: string[] = [];
  const check = (label: string, expression: string | null) => {
    const verdict = checkLicense(expression, settings.allowed);
    if (!verdict.allowed) problems.push(`${label} (licence: ${expression ?? "none"}): ${verdict.reason}`);
  };
  const textFor = (expression: string | null, own: string | null, copyright?: string) => {
    if (own) return { textId: store(own.trim()), textSource: "file" as const };
    const standard = expression ? standardText(expression, copyright) : null;
    return {
      textId: store(standard ?? "No licence text was found for this component."),
      textSource: "standard" as const,
    };
  };

  // npm packages, from the modules in the chunks and the files behind the assets.
  const ownPackages = new Set(workspacePackageNames(settings.repoRoot));
  const versions = new Map<string, string>();
  for (const dep of found.packages.values()) {
    const name = dep.name ?? "(unnamed)";
    if (ownPackages.has(name) && dep.private) continue;
    if (settings.nestedPackages[name]) continue;
    versions.set(name, dep.version ?? "");
    check(`${name}@${dep.version}`, dep.license);
    entries.push({
      kind: "package",
      name,
      version: dep.version,
      license: dep.license ?? "none",
      url: dep.homepage ?? repositoryUrl(dep.repository),
      ...textFor(dep.license, dep.licenseText),
      ...(dep.noticeText ? { noticeId: store(dep.noticeText.trim()) } : {}),
    });
  }

  // Libraries compiled into WebAssembly, and fonts.
  const declared = new Map(settings.webAssembly.map((p) => [p.package, p]));
  const listed = new Set<string>();
  for (const file of [...found.assets].sort()) {
    const where = relative(settings.repoRoot, file).split(sep).join("/");
    if (extname(file).toLowerCase() === ".wasm") {
      const owner = owningPackage(file);
      const components = owner ? declared.get(owner.name) : undefined;
      if (!owner || !components) {
        problems.push(
          `${where}: a WebAssembly file from ${owner ? `package ${owner.name}` : "outside any npm package"} ` +
            "whose compiled libraries are not declared in apps/web/build/licenses/components.ts",
        );
        continue;
      }
      if (listed.has(owner.name)) continue;
      listed.add(owner.name);
      const partOf = `${owner.name}@${versions.get(owner.name) ?? packageVersion(owner.dir)}`;
      for (const c of components.components) {
        check(`${c.name} (WebAssembly in ${partOf})`, c.license);
        const own = c.files?.map((f) => readText(resolve(owner.dir, f))).filter((t) => t !== null) ?? [];
        entries.push({
          kind: "webassembly",
          name: c.name,
          version: c.version ?? null,
          license: c.license,
          partOf,
          url: c.url,
          ...textFor(c.license, own.length > 0 ? own.join("\n\n---\n\n") : null, c.copyright),
        });
      }
    } else if (FONT_FILE.test(file) && !owningPackage(file)) {
      const font = settings.fonts.find((f) => f.file === where);
      if (!font) {
        problems.push(`${where}: a font whose licence is not declared in apps/web/build/licenses/components.ts`);
        continue;
      }
      check(`${font.name} (font ${where})`, font.license);
      entries.push({
        kind: "font",
        name: font.name,
        version: null,
        license: font.license,
        url: font.url,
        ...textFor(font.license, readText(resolve(settings.repoRoot, font.licenseFile))),
      });
    }
  }

  entries.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.kind.localeCompare(b.kind));
  const projectText = readText(resolve(settings.repoRoot, "LICENSE")) ?? "";
  return {
    report: {
      project: {
        name: "Squish",
        license: settings.projectLicense ?? "none",
        sourceUrl: settings.sourceUrl,
        textId: store(projectText.trim()),
      },
      entries,
      texts,
    },
    problems,
  };
}

function packageVersion(dir: string): string {
  const text = readText(resolve(dir, "package.json"));
  return text ? String((JSON.parse(text) as { version?: string }).version ?? "") : "";
}

/** The names of the repository's own workspace packages, which are not third-party. */
function workspacePackageNames(repoRoot: string): string[] {
  const root = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    name?: string;
    workspaces?: string[];
  };
  const names = (root.workspaces ?? []).flatMap((folder) => {
    const text = readText(resolve(repoRoot, folder, "package.json"));
    return text ? [String((JSON.parse(text) as { name?: string }).name)] : [];
  });
  return root.name ? [root.name, ...names] : names;
}
