#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server with hot
// module reload (port 5173, forwarding /api to the server). Open http://localhost:5173.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import concurrently from "concurrently";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webPort = process.env.WEB_PORT ?? "5173";

const { result } = concurrently(
  [
    {
      name: "server",
      command: "npm run dev --workspace @squish/server",
      env: {
        NODE_ENV: "development",
        PORT: process.env.API_PORT ?? "3000",
        // The same data folder as `npm start`, and links in emails that point at the dev server.
        DATA_DIR: process.env.DATA_DIR ?? join(root, "data"),
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      },
      prefixColor: "blue",
    },
    { name: "web", command: "npm run dev --workspace @squish/web", prefixColor: "magenta" },
  ],
  { killOthersOn: ["failure", "success"], prefix: "name" },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
