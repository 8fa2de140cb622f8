/**
 * Draws the link-preview pictures at build time (record 0032) and emits them as og/*.png beside
 * the app, where the server serves them like any other root file. Only `vite build` draws them:
 * the dev server has no use for them. Drawn pictures are cached by what they show and by the
 * drawing code itself, so a rebuild that changes neither costs a file read per picture.
 */
import type { Plugin } from "vite";
// Renamed: not a React hook, whatever its name says (the react-hooks lint rule goes by the name).
import { useNodeWasm as installNodeLoaders } from "../../../../packages/engine/src/wasm/node-wasm.ts";
import { buildArticles } from "../blog/blog-content.ts";
import { ogCardPng } from "./og-card.ts";
import { ogCards } from "./og-cards.ts";
import { cachedPicture } from "./og-cache.ts";

export function ogImagePlugin(contentDir: string, cacheDir: string): Plugin {
  return {
    name: "squish-og-images",
    apply: "build",
    async generateBundle() {
      installNodeLoaders();
      const started = performance.now();
      // CPU time too: on a machine shared with other work, wall-clock time says little.
      const cpuStarted = process.cpuUsage();
      const cards = ogCards(buildArticles(contentDir).map((article) => article.entry));
      // One after another: the encoders are single-threaded WebAssembly, and the build runs other work.
      for (const card of cards) {
        const source = await cachedPicture(cacheDir, card, () => ogCardPng(card));
        this.emitFile({ type: "asset", fileName: card.file, source });
      }
      const cpu = process.cpuUsage(cpuStarted);
      this.info(
        `${cards.length} Open Graph pictures in ${Math.round(performance.now() - started)} ms ` +
          `(${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU)`,
      );
    },
  };
}
