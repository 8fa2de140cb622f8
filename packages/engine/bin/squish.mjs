#!/usr/bin/env node
// `npx squish ...`: the engine the site runs, from the command line. The engine is TypeScript;
// tsx compiles it on the fly.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
