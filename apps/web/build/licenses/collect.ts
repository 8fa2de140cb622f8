/**
 * Collects the licences of everything the build sends to the browser and refuses to finish when
 * one is not allowed (record 0021). `rollup-plugin-license` finds the package of every module
 * in every chunk, in the main build and in each worker build (Vite bundles workers separately),
 * and reads its licence files. Emitted assets are fed to it too, so a package that only
 * contributes a `.wasm` or a stylesheet is counted. The libraries compiled into WebAssembly and
 * our fonts come from `components.ts`. The result is `licenses.json` at the root of the site.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import license, { type Dependency } from "rollup-plugin-license";
import type { Plugin, Rolldown } from "vite";
import { NESTED_PACKAGES, SHIPPED_FONTS, WEBASSEMBLY_PACKAGES, type ShippedFont } from "./components.ts";
import type { WebAssemblyPackage } from "./components.ts";
import { findPackageDir, owningPackage } from "./license-texts.ts";
import { ALLOWED_LICENSES } from "./policy.ts";
import { buildLicenseReport } from "./report-builder.ts";

export interface LicenseCollectionOptions {
  /** The Vite root, which holds the app's package.json; the app's own modules are not listed. */
  appRoot: string;
  /** The repository root: its LICENSE and package.json, and the folder font paths are relative to. */
  repoRoot: string;
  /** Where the footer's "Source code" link goes. */
  sourceUrl: string;
  fileName?: string;
  webAssembly?: readonly WebAssemblyPackage[];
  fonts?: readonly ShippedFont[];
  nestedPackages?: Readonly<Record<string, string>>;
  allowed?: ReadonlySet<string>;
}

/** What every build of one `vite build` (the page's and each worker's) found. */
export interface CollectedBundle {
  packages: Map<string, Dependency>;
  /** Absolute paths of the source files behind emitted assets. */
  assets: Set<string>;
}

interface LicensePluginHooks {
  renderChunk(code: string, chunk: { modules: Record<string, { renderedLength: number }> }, output: object): unknown;
  generateBundle(): void;
}

const CSS_BANNER = /\/\*!\s*([@\w./-]+)\s+v\d[^|]*\|/g;

/**
 * Packages named by the licence banners that CSS tools keep in their output
 * (`/*! tailwindcss v4.3.3 | MIT License ...`): no JavaScript module of theirs reaches a chunk.
 */
function stylesheetPackages(css: string, root: string): string[] {
  return [...css.matchAll(CSS_BANNER)].flatMap(([, name]) => {
    const dir = name ? findPackageDir(name, root) : null;
    return dir ? [resolve(dir, "package.json")] : [];
  });
}

/** One rollup-plugin-license per build; `root()` is Vite's root, which asset names are relative to. */
function scanner(options: LicenseCollectionOptions, found: CollectedBundle, root: () => string) {
  const inner = license({
    sourcemap: false,
    cwd: options.appRoot,
    thirdParty: {
      includePrivate: true,
      multipleVersions: true,
      output: (dependencies) => {
        for (const d of dependencies) found.packages.set(`${d.name}@${d.version}`, d);
      },
    },
  }) as unknown as LicensePluginHooks;

  return {
    renderChunk(code: string, chunk: { modules: Record<string, { renderedLength: number }> }) {
      inner.renderChunk(code, chunk, { sourcemap: false });
    },
    /** Feeds the bundle's assets to the scanner, then lets it report. */
    finish(bundle: Rolldown.OutputBundle) {
      const modules: Record<string, { renderedLength: number }> = {};
      for (const asset of Object.values(bundle)) {
        if (asset.type !== "asset") continue;
        for (const name of asset.originalFileNames) {
          const file = isAbsolute(name) ? name : resolve(root(), name);
          found.assets.add(file);
          if (owningPackage(file)) modules[file] = { renderedLength: 1 };
        }
        if (asset.fileName.endsWith(".css") && typeof asset.source === "string") {
          for (const file of stylesheetPackages(asset.source, root())) modules[file] = { renderedLength: 1 };
        }
      }
      inner.renderChunk("", { modules }, { sourcemap: false });
      inner.generateBundle();
    },
  };
}

/**
 * The plugins for `plugins` and for `worker.plugins`. They share what they find; the page
 * build, which finishes last, checks it and writes the report.
 */
export function licenseCollection(options: LicenseCollectionOptions): {
  plugin: Plugin;
  workerPlugins: () => Plugin[];
} {
  const found: CollectedBundle = { packages: new Map(), assets: new Set() };
  const settings = {
    fileName: options.fileName ?? "licenses.json",
    webAssembly: options.webAssembly ?? WEBASSEMBLY_PACKAGES,
    fonts: options.fonts ?? SHIPPED_FONTS,
    nestedPackages: options.nestedPackages ?? NESTED_PACKAGES,
    allowed: options.allowed ?? ALLOWED_LICENSES,
  };
  const rootPackage = JSON.parse(readFileSync(resolve(options.repoRoot, "package.json"), "utf8")) as {
    license?: string;
  };

  let viteRoot = options.appRoot;
  const main = scanner(options, found, () => viteRoot);
  const plugin: Plugin = {
    name: "squish-licenses",
    apply: "build",
    configResolved(config) {
      viteRoot = config.root;
    },
    buildStart() {
      found.packages.clear();
      found.assets.clear();
    },
    renderChunk(code, chunk) {
      main.renderChunk(code, chunk);
      return null;
    },
    generateBundle: {
      order: "post",
      handler(_output, bundle) {
        main.finish(bundle);
        const { report, problems } = buildLicenseReport(found, {
          ...options,
          ...settings,
          projectLicense: rootPackage.license ?? null,
        });
        if (problems.length > 0) {
          this.error(
            [
              "Licence check failed: the browser bundle would ship code under licences that Squish " +
                `(${rootPackage.license ?? "no licence"}) may not ship:`,
              ...problems.map((p) => `  - ${p}`),
              `Allowed: ${[...settings.allowed].join(", ")}.`,
              "Replace the dependency, or change apps/web/build/licenses/ after a licensing review (docs/decisions/0021).",
            ].join("\n"),
          );
        }
        this.emitFile({ type: "asset", fileName: settings.fileName, source: JSON.stringify(report) });
      },
    },
  };

  const workerPlugins = () => {
    const worker = scanner(options, found, () => viteRoot);
    return [
      {
        name: "squish-licenses-worker",
        renderChunk(code, chunk) {
          worker.renderChunk(code, chunk);
          return null;
        },
        generateBundle(_output, bundle) {
          worker.finish(bundle);
        },
      } satisfies Plugin,
    ];
  };

  return { plugin, workerPlugins };
}
