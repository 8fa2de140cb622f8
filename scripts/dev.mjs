#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server with hot
// module reload (port 5173, forwarding /api to the server). Open http://localhost:5173.
import concurrently from "concurrently";

const { result } = concurrently(
  [
    {
      name: "server",
      command: "npm run dev --workspace @squish/server",
      env: { NODE_ENV: "development", PORT: process.env.API_PORT ?? "3000" },
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
