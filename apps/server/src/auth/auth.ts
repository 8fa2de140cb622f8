/**
 * Accounts through better-auth (decision 0006), on the server's own database: email and password
 * with confirmation by email, password reset and change, Google through OpenID Connect when it is
 * configured, admin roles and disabled accounts, and rate limits stored in the database so that
 * they hold across several server instances.
 */
import { DISABLED_ACCOUNT_MESSAGE } from "@squish/shared/account/messages";
import { CONFIRMED_PATH } from "@squish/shared/account/profile";
import { nameProblem } from "@squish/shared/person-name";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth } from "better-auth/plugins";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { confirmEmailMessage, resetPasswordMessage, signUpAttemptMessage } from "../mail/messages.ts";
import { accountLockout } from "./account-lockout.ts";
import { currentUserLookup } from "./current-user.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { unsafeRedirect } from "./safe-redirect.ts";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SAME_PASSWORD_MESSAGE,
} from "./password-rules.ts";

/** A confirmation link that names no landing page gets the one that says "confirmed". */
function withConfirmedLanding(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback || callback === "/") link.searchParams.set("callbackURL", CONFIRMED_PATH);
  return link.toString();
}

/** The account's name for an email, only when its address is confirmed (see mail/messages.ts). */
function provenName(user: { name: string; emailVerified: boolean }): string | undefined {
  return user.emailVerified ? user.name : undefined;
}

export interface AuthDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /**
   * How passwords are hashed and checked. The server never sets it, so better-auth's scrypt
   * (N = 16384, r = 16) is used; in-process tests pass a cheaper scrypt (test-support), because
   * about a thousand sign-ups and sign-ins made hashing half of the server suite's time.
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

const DAY = 24 * 60 * 60;

/**
 * The site's own origins: the configured address and, for a local run, the same port under the
 * other loopback name (people open localhost and 127.0.0.1 interchangeably).
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twin = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[url.hostname];
  if (!twin) return [url.origin];
  const other = new URL(url.origin);
  other.hostname = twin;
  return [url.origin, other.origin];
}

/** Sign-up, reset and confirmation: a few tries a minute per client address. */
export const AUTH_RATE_LIMITS = {
  // Sign-in is limited by failures, not requests (address-failures.ts, account-lockout.ts):
  // better-auth's limit would count the successful sign-ins of everyone behind one address.
  "/sign-in/email": false,
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/verify-email": { window: 60, max: 10 },
  "/change-password": { window: 60, max: 5 },
  // Every page load asks who is signed in; limiting it would sign people out in a busy office
  // behind one address. It reveals nothing without a valid session cookie.
  "/get-session": false,
} as const;

/** Runs before every auth endpoint: our redirect, address, name and password rules. */
const policies = (siteOrigin: string) =>
  createAuthMiddleware(async (ctx) => {
    const field =
      unsafeRedirect(ctx.body as Record<string, unknown>, siteOrigin) ?? unsafeRedirect(ctx.query, siteOrigin);
    if (field) {
      throw new APIError("BAD_REQUEST", {
        message: `The ${field} must be an address on this site.`,
        code: "UNSAFE_REDIRECT",
      });
    }
    const body = profileRules(ctx);
    return passwordRules(ctx, body);
  });

/** The longest address SMTP can deliver to (RFC 5321's 256-octet path, less the brackets). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/**
 * Names go onto the page (and, once the address is confirmed, into emails): one line of visible
 * text, stored trimmed (so padding cannot carry them past the limit) and bounded; addresses
 * bounded; pictures only from https addresses.
 * Returns the body with the name trimmed.
 */
function profileRules(ctx: HookContext): Record<string, unknown> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body.email === "string" && body.email.length > MAX_EMAIL_LENGTH) {
    throw new APIError("BAD_REQUEST", {
      message: `Email address must be at most ${MAX_EMAIL_LENGTH} characters`,
      code: "EMAIL_TOO_LONG",
    });
  }
  if (!["/sign-up/email", "/update-user"].includes(ctx.path)) return body;
  if ("name" in body && typeof body.name !== "string") {
    throw new APIError("BAD_REQUEST", { message: "Name must be text", code: "INVALID_NAME" });
  }
  const name = typeof body.name === "string" ? body.name.trim() : undefined;
  if (name !== undefined && name.length > MAX_NAME_LENGTH) {
    throw new APIError("BAD_REQUEST", {
      message: `Name must be at most ${MAX_NAME_LENGTH} characters`,
      code: "NAME_TOO_LONG",
    });
  }
  // One line of visible text: no line breaks, controls or bidi overrides (issue 23).
  const problem = name === undefined ? undefined : nameProblem(name);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_NAME" });
  if (
    body.image !== undefined &&
    body.image !== null &&
    !(typeof body.image === "string" && /^https:\/\/[^\s]+$/.test(body.image))
  ) {
    throw new APIError("BAD_REQUEST", { message: "The picture must be an https address", code: "INVALID_IMAGE" });
  }
  return name === undefined ? body : { ...body, name };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function passwordRules(ctx: HookContext, body: Record<string, unknown>) {
  const changed = body !== ctx.body ? { context: { body } } : undefined;
  const chosen = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
  if (!["/sign-up/email", "/reset-password", "/change-password"].includes(ctx.path)) return changed;
  if (typeof chosen === "string" && isCommonPassword(chosen)) {
    throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
  }
  if (ctx.path === "/change-password") {
    if (body.newPassword === body.currentPassword) {
      throw new APIError("BAD_REQUEST", { message: SAME_PASSWORD_MESSAGE, code: "PASSWORD_UNCHANGED" });
    }
    // A changed password always ends the other sessions, whatever the client asked.
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }
  return changed;
}

export function createAuth(deps: AuthDeps) {
  const auth = betterAuthFor(deps);
  // The server's own answer to "who is signed in" (current-user.ts): better-auth's, read faster.
  return Object.assign(auth, { currentUser: currentUserLookup(auth, deps.database.db) });
}

function betterAuthFor({ config, database, mailer, logger, secret, passwordHashing }: AuthDeps) {
  const google = config.google;
  return betterAuth({
    appName: "Squish",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: { db: database.db, type: database.dialect },
    trustedOrigins: siteOrigins(config.publicUrl),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMessage(user.email, provenName(user), url));
      },
      // A completed reset proves the owner: their account is no longer throttled (0016).
      onPasswordReset: async ({ user }) => {
        await accountLockout(database).clearAccount(user.email);
      },
      // Sign-up with a taken address answers exactly as a new one (0016): the same fields as a
      // new user, after the same password hashing, and the owner hears of it by email.
      customSyntheticUser: ({ coreFields, id }) => ({
        ...coreFields,
        id,
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
      }),
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(signUpAttemptMessage(user.email, provenName(user), `${config.publicUrl}/`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // No name: whoever typed this address typed the name too (issue 23).
        await mailer.send(confirmEmailMessage(user.email, withConfirmedLanding(url)));
      },
    },
    session: {
      expiresIn: 30 * DAY,
      // A session used at least once a day is extended: people stay signed in.
      updateAge: DAY,
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: google ? ["google"] : [],
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      // better-auth turns its Origin, callbackURL and cross-site checks off when NODE_ENV is
      // "test"; tests must run the checks production runs (issue 23, items 1 and 2).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https:"),
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: { before: policies(new URL(config.publicUrl).origin) },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: DISABLED_ACCOUNT_MESSAGE }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
