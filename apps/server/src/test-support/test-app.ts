/**
 * The whole app in-process on a fresh database, with a mailbox that keeps every email, and
 * browser-like clients: each keeps its cookies, sends the site's Origin and JSON, and can pretend
 * to connect from a given address.
 */
import { createApp, createServices, type Services } from "../app.ts";
import { createLogger } from "../logger.ts";
import type { Email, Mailer } from "../mail/mailer.ts";
import { cookieHeader, storeCookies } from "./cookie-jar.ts";
import { quickPasswordHashing } from "./quick-password-hashing.ts";
import { migratedTestDatabase } from "./databases.ts";
import { TEST_ORIGIN, testConfig } from "./test-config.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  emails: Email[];
  client(address?: string): TestClient;
  /** Signs up, confirms through the emailed link and signs in; returns the signed-in client. */
  signedInUser(email: string, password?: string, name?: string): Promise<TestClient & { userId: string }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: ReturnType<typeof createApp>,
    private readonly address = "198.51.100.7",
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    Object.assign(headers, cookieHeader(this.cookies));
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body);
    const response = await this.app.request(
      `${TEST_ORIGIN}${path}`,
      { method, headers, ...(body === undefined ? {} : { body }) },
      { incoming: { socket: { remoteAddress: options.address ?? this.address } } },
    );
    storeCookies(this.cookies, response);
    return response;
  }

  get = (path: string, options?: RequestOptions) => this.request("GET", path, options);
  post = (path: string, body?: unknown, options?: RequestOptions) => this.request("POST", path, { ...options, body });
  patch = (path: string, body?: unknown, options?: RequestOptions) => this.request("PATCH", path, { ...options, body });
  put = (path: string, body?: unknown, options?: RequestOptions) => this.request("PUT", path, { ...options, body });
  delete = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request("DELETE", path, { ...options, body });
}

/** The first link to this site in an email's text. */
export function linkIn(email: Email | undefined): string {
  const match = email?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in email: ${email?.subject}`);
  return match[0];
}

export interface TestAppOptions {
  /**
   * Hash passwords as the server does (better-auth's scrypt, about 120 ms a hash) instead of the
   * quick test hashing: for tests about what is stored or how long hashing takes.
   */
  serverPasswordHashing?: boolean;
}

export async function startTestApp(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
  { serverPasswordHashing = false }: TestAppOptions = {},
): Promise<TestApp> {
  const migrated = await migratedTestDatabase(kind);
  const { database } = migrated;
  const emails: Email[] = [];
  const mailer: Mailer = { send: async (email) => void emails.push(email), describe: () => "memory", close: () => {} };
  const services = createServices({
    config: testConfig(env),
    database,
    logger: createLogger("silent"),
    mailer,
    ...(serverPasswordHashing ? {} : { passwordHashing: quickPasswordHashing }),
  });
  const app = createApp(services);
  let counter = 0;
  const client = (address?: string) => new TestClient(app, address ?? `198.51.100.${(++counter % 250) + 1}`);
  return {
    app,
    services,
    emails,
    client,
    async signedInUser(email, password = "correct horse battery", name = "Test Person") {
      const user = client();
      const signUp = await user.post("/api/auth/sign-up/email", { email, password, name });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const confirm = emails.filter((e) => e.to === email.toLowerCase()).at(-1);
      await user.get(new URL(linkIn(confirm)).pathname + new URL(linkIn(confirm)).search);
      const signIn = await user.post("/api/auth/sign-in/email", { email, password });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const { user: signedIn } = (await signIn.json()) as { user: { id: string } };
      return Object.assign(user, { userId: signedIn.id });
    },
    async close() {
      await migrated.close();
    },
  };
}
