/**
 * better-auth's browser client, talking to /api/auth on this same origin. Google (registered on
 * the server through generic OpenID Connect) is used like any social provider: signIn.social.
 */
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({ basePath: "/api/auth" });
