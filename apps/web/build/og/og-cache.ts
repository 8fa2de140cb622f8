/**
 * A disk cache for the drawn pictures, so a rebuild that changes no title and no drawing code
 * skips the encoder (about a quarter of a second a picture). The key is the card's words plus the
 * bytes of everything that decides the pixels and the PNG: this folder's code, the engine's text,
 * drawing and PNG code, the fonts, and the versions of the two encoder packages. Change any of
 * them and every picture is drawn again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { OgCard } from "./og-card.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const engine = join(repoRoot, "packages/engine");

/** The sources and fonts the pictures depend on, and the encoder packages whose versions matter. */
const DRAWING_PATHS = [
  here,
  join(engine, "src/draw"),
  join(engine, "src/ops/text"),
  join(engine, "src/ops/composite.ts"),
  join(engine, "src/codecs/png.ts"),
  join(engine, "src/codecs/png-quantize.ts"),
  join(engine, "assets/fonts"),
];
const ENCODER_PACKAGES = ["@jsquash/oxipng", "libimagequant-wasm"];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .filter((name) => !name.endsWith(".test.ts"))
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * A package's installed version, found the way Node finds the package from the engine (the
 * packages' export maps do not expose package.json to require.resolve).
 */
function installedVersion(pkg: string): string {
  for (let dir = engine; ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", pkg, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`${pkg} is not installed`);
  }
}

let drawingHash: string | undefined;

/** One hash of everything that decides how a card is drawn; computed once per build. */
function drawingVersion(): string {
  if (drawingHash) return drawingHash;
  const hash = createHash("sha256");
  for (const file of DRAWING_PATHS.flatMap(filesUnder))
    hash.update(relative(repoRoot, file)).update(readFileSync(file));
  for (const pkg of ENCODER_PACKAGES) hash.update(`${pkg}@${installedVersion(pkg)}`);
  drawingHash = hash.digest("hex");
  return drawingHash;
}

export async function cachedPicture(
  cacheDir: string,
  card: OgCard,
  draw: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const key = createHash("sha256").update(drawingVersion()).update(JSON.stringify(card)).digest("hex");
  const file = join(cacheDir, `${key}.png`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const png = await draw();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, png);
  return png;
}
