/**
 * The address of Squish's source code, which the AGPL asks a network service to offer its users
 * (section 13). It is fixed when the site is built: `SOURCE_URL` if set, otherwise the
 * `repository` of the root package.json, otherwise the source section of the /licenses page,
 * which says how to ask for the source. Whoever runs a modified copy sets `SOURCE_URL` to theirs.
 */
import type { Plugin } from "vite";

export const SOURCE_URL_FALLBACK = "/licenses#source";

export interface SourceUrl {
  url: string;
  /** False when neither SOURCE_URL nor a repository field gave an address. */
  configured: boolean;
}

function repositoryAddress(repository: unknown): string | null {
  const raw =
    typeof repository === "string"
      ? repository
      : typeof repository === "object" && repository !== null && "url" in repository
        ? String(repository.url)
        : null;
  if (!raw) return null;
  const url = raw.replace(/^git\+/, "").replace(/\.git$/, "");
  if (/^https?:\/\//.test(url)) return url;
  const shorthand = url.match(/^(?:github:)?([\w.-]+\/[\w.-]+)$/);
  return shorthand ? `https://github.com/${shorthand[1]}` : null;
}

export function resolveSourceUrl(env: string | undefined, repository?: unknown): SourceUrl {
  const given = env?.trim();
  if (given) {
    const absolute = /^https?:\/\/[^\s/]+\S*$/.test(given);
    const sitePath = /^\/(?!\/)\S*$/.test(given);
    if (!absolute && !sitePath) {
      throw new Error(
        `SOURCE_URL must be an http(s) address such as https://example.org/squish, or a path on this site such as /source (got ${JSON.stringify(given)})`,
      );
    }
    return { url: given, configured: true };
  }
  const fromRepository = repositoryAddress(repository);
  if (fromRepository) return { url: fromRepository, configured: true };
  return { url: SOURCE_URL_FALLBACK, configured: false };
}

/** Makes the address `import.meta.env.SOURCE_URL` in the app, and says when it is not set. */
export function sourceUrlPlugin(source: SourceUrl): Plugin {
  let building = false;
  return {
    name: "squish-source-url",
    config(_config, { command }) {
      building = command === "build";
      return { define: { "import.meta.env.SOURCE_URL": JSON.stringify(source.url) } };
    },
    buildStart() {
      if (source.configured || !building) return;
      this.warn(
        `SOURCE_URL is not set and package.json has no repository: the footer's "Source code" link goes to ${SOURCE_URL_FALLBACK}. ` +
          "Set SOURCE_URL to the public address of the code you run (AGPL-3.0 section 13).",
      );
    },
  };
}
