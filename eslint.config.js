// Lint rules, including the import boundaries in docs/ARCHITECTURE.md: the engine imports nothing from the
// apps, the server nothing from the web app or the engine, the web app only the server's API
// *types*, and tools never import each other; and no module imports itself back through another.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import toolBoundaries from "./eslint-rules/tool-boundaries.js";

const appsFromPackages = {
  patterns: [
    {
      group: ["@squish/server", "@squish/server/*", "@squish/web", "@squish/web/*"],
      message: "Packages never import the apps.",
    },
    { group: ["**/apps/**"], message: "Packages never import the apps." },
  ],
};

export default tseslint.config(
  {
    // packages/engine/assembly is AssemblyScript (its own compiler checks it), not TypeScript.
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "test-output/**",
      "data/**",
      "coverage/**",
      "fixtures/**",
      "packages/engine/assembly/**/*.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["packages/shared/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...appsFromPackages.patterns,
            { group: ["@squish/engine", "@squish/engine/*"], message: "The shared package sits below the engine." },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/engine/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", appsFromPackages] },
  },
  {
    // The engine's own layers: pixels, codecs, decoding, metadata and steps sit below the job
    // pipeline, which calls them; none reaches up into it. Tests may, to run whole jobs.
    files: ["packages/engine/src/{ops,codecs,decode,metadata,animation,quality,steps,draw}/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...appsFromPackages.patterns,
            { group: ["**/pipeline/*"], message: "The job pipeline sits above the engine's operations and codecs." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@squish/web", "@squish/web/*", "**/web/src/**"],
              message: "The server never imports the web app.",
            },
            {
              group: ["@squish/engine", "@squish/engine/*"],
              message: "The server never processes images: files stay on the user's device.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, squish: { rules: { "tool-boundaries": toolBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "squish/tool-boundaries": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@squish/server/api-type",
              message: "Import only the API's type: `import type { ApiType } ...`.",
              allowTypeImports: true,
            },
            {
              name: "sonner",
              importNames: ["toast"],
              message: "Use `toast` from @/lib/toast: sonner loads after the page has started (record 0049).",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["**/server/src/**", "@squish/server", "@squish/server/*", "!@squish/server/api-type"],
              message: "The web app imports only the server's API types (@squish/server/api-type).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the code the site, the server and the engine ship: a module that comes
    // back round to itself runs half-initialised. (Type-only imports vanish at build time, so the
    // rule passes over them.) Tests may import what they test both ways.
    files: ["packages/*/src/**/*.ts", "apps/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Read our TypeScript files (the plugin's default is JavaScript only), resolved as tsc does.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["packages/*/tsconfig.json", "apps/server/tsconfig.json", "apps/web/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
