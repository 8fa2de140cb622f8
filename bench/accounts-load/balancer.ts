/**
 * A simple round-robin proxy in the bench, standing where a load balancer stands in front of the
 * instances, with nginx's default behaviour: each request goes to the next instance; an instance
 * that refuses the connection is left out for FAIL_TIMEOUT_MS and the request goes to the next
 * one (it was never sent, so passing it on is safe, even for a POST); a request cut after it was
 * sent answers 502, as the proxy would, and the client decides whether to send it again.
 */
import { Agent, Pool } from "undici";

/** nginx's `fail_timeout` default. */
const FAIL_TIMEOUT_MS = 10_000;

export interface Answer {
  status: number;
  text: string;
  /** The instance that answered (0-based), or -1 when none did. */
  upstream: number;
}

interface Upstream {
  url: string;
  pool: Pool;
  downUntil: number;
}

function refused(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  return codes.includes("ECONNREFUSED");
}

export class Balancer {
  readonly #upstreams: Upstream[];
  /** Long-lived streams get their own connections, never a pooled one a request waits for. */
  readonly #streams = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 30_000 });
  #next = 0;
  /** Connections refused along the way, passed on to the next instance. */
  refusals = 0;

  constructor(urls: string[], connectionsPerInstance: number) {
    this.#upstreams = urls.map((url) => ({
      url,
      pool: new Pool(url, { connections: connectionsPerInstance, headersTimeout: 60_000, bodyTimeout: 60_000 }),
      downUntil: 0,
    }));
  }

  #pick(): [Upstream, number] {
    const now = Date.now();
    for (let i = 0; i < this.#upstreams.length; i++) {
      const index = this.#next++ % this.#upstreams.length;
      const upstream = this.#upstreams[index]!;
      if (upstream.downUntil <= now) return [upstream, index];
    }
    // Every instance is marked down: try the next anyway, as nginx does.
    const index = this.#next++ % this.#upstreams.length;
    return [this.#upstreams[index]!, index];
  }

  async request(method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    for (let tries = 0; tries < this.#upstreams.length; tries++) {
      const [upstream, index] = this.#pick();
      try {
        const response = await upstream.pool.request({ method, path, headers, body });
        return { status: response.statusCode, text: await response.body.text(), upstream: index };
      } catch (error) {
        if (refused(error)) {
          this.refusals++;
          upstream.downUntil = Date.now() + FAIL_TIMEOUT_MS;
          continue;
        }
        return { status: 502, text: String(error), upstream: index };
      }
    }
    return { status: 502, text: "no instance accepted the connection", upstream: -1 };
  }

  /** Opens a streaming GET on the next instance that accepts it; the caller reads and closes the body. */
  async stream(path: string, headers: Record<string, string>, signal: AbortSignal) {
    for (let tries = 0; tries < this.#upstreams.length; tries++) {
      const [upstream, index] = this.#pick();
      try {
        const response = await this.#streams.request({ origin: upstream.url, method: "GET", path, headers, signal });
        return { response, upstream: index };
      } catch (error) {
        if (!refused(error)) throw error;
        this.refusals++;
        upstream.downUntil = Date.now() + FAIL_TIMEOUT_MS;
      }
    }
    throw new Error("no instance accepted the stream");
  }

  async close(): Promise<void> {
    await Promise.all([...this.#upstreams.map((u) => u.pool.destroy()), this.#streams.destroy()]);
  }
}
