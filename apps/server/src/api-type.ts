/**
 * The API's type, for the web app's typed client (`hc<ApiType>`). The web app may import this
 * file's type only; ESLint refuses any value import from the server.
 */
import type { createApi } from "./app.ts";

export type ApiType = ReturnType<typeof createApi>;
