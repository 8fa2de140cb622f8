/** The import boundaries of docs/ARCHITECTURE.md, checked by linting small snippets as if they sat in the repo. */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId?.includes("restricted-imports") ||
        m.ruleId === "squish/tool-boundaries" ||
        m.ruleId === "import-x/no-cycle",
    )
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it("keep the engine and the shared package free of the apps", async () => {
    expect(
      await problems("packages/engine/src/x.ts", 'import { createApp } from "@squish/server/app";\ncreateApp;'),
    ).not.toEqual([]);
    expect(
      await problems("packages/shared/src/x.ts", 'import { a } from "@squish/engine/sniff-format";\na;'),
    ).not.toEqual([]);
    expect(await problems("packages/engine/src/x.ts", 'import { TOOLS } from "@squish/shared/tools";\nTOOLS;')).toEqual(
      [],
    );
  });

  it("keep the engine's operations, codecs and decoding below its job pipeline", async () => {
    const runJob = 'import { runJob } from "../pipeline/run-job.ts";\nrunJob;';
    expect(await problems("packages/engine/src/ops/x.ts", runJob)).not.toEqual([]);
    expect(await problems("packages/engine/src/decode/x.ts", runJob)).not.toEqual([]);
    expect(await problems("packages/engine/src/ops/x.test.ts", runJob)).toEqual([]);
    expect(
      await problems(
        "packages/engine/src/pipeline/x.ts",
        'import { decodeImage } from "../decode/decode-image.ts";\ndecodeImage;',
      ),
    ).toEqual([]);
  });

  it("keep image processing out of the server", async () => {
    expect(
      await problems(
        "apps/server/src/x.ts",
        'import { sniffFormat } from "@squish/engine/sniff-format";\nsniffFormat;',
      ),
    ).not.toEqual([]);
  });

  it("let the web app import the server's API type and nothing else", async () => {
    expect(
      await problems(
        "apps/web/src/x.ts",
        'import type { ApiType } from "@squish/server/api-type";\nexport type A = ApiType;',
      ),
    ).toEqual([]);
    expect(
      await problems("apps/web/src/x.ts", 'import { createApi } from "@squish/server/api-type";\ncreateApi;'),
    ).not.toEqual([]);
    expect(
      await problems("apps/web/src/x.ts", 'import { startServer } from "../../server/src/server.ts";\nstartServer;'),
    ).not.toEqual([]);
  });

  it("stop tools importing each other, but not the framework or their own files", async () => {
    const file = "apps/web/src/tools/jpeg-compress/options.tsx";
    expect(await problems(file, 'import { x } from "../png-optimizer/levels";\nx;')).not.toEqual([]);
    expect(await problems(file, 'import { x } from "@/tools/png-optimizer/levels";\nx;')).not.toEqual([]);
    expect(await problems(file, 'const m = import("@/tools/png-optimizer/page");\nm;')).not.toEqual([]);
    expect(await problems(file, 'import { x } from "./presets";\nx;')).toEqual([]);
    expect(await problems(file, 'import { x } from "../framework/tool-page";\nx;')).toEqual([]);
    expect(await problems(file, 'import { ToolCard } from "@/tools/tool-card";\nToolCard;')).toEqual([]);
  });

  it("stop account features importing tools", async () => {
    expect(
      await problems(
        "apps/web/src/account/dashboard/page.tsx",
        'import { x } from "@/tools/jpeg-compress/presets";\nx;',
      ),
    ).not.toEqual([]);
  });

  it("refuse an import that comes back round", async () => {
    // compare-viewer.tsx imports viewer-content.tsx; viewer-content.tsx importing it back closes a loop.
    const content = "apps/web/src/tools/framework/compare/viewer-content.tsx";
    expect(
      await problems(content, 'import { CompareViewer } from "./compare-viewer.tsx";\nexport const V = CompareViewer;'),
    ).not.toEqual([]);
    expect(await problems(content, 'import { VIEWER_ZOOM } from "./zoom.ts";\nexport const Z = VIEWER_ZOOM;')).toEqual(
      [],
    );
  });
});
