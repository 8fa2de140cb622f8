/**
 * Members holding the dashboard's live stream open, read as the page reads it
 * (apps/web/src/account/live/event-stream.ts): reconnect after 1, 2, 5, 10 s, resume with
 * Last-Event-ID. Measures how long an activity takes from the tracking request to its event, how
 * long a cut stream takes to be back, and whether a member's events arrive whole: every event
 * number once, in order, none missing.
 */
import { reconnectDelay } from "../../apps/web/src/account/live/backoff.ts";
import { SseParser } from "../../apps/web/src/account/live/sse-parser.ts";
import type { Balancer } from "./balancer.ts";
import type { Member } from "./members.ts";
import type { TrackingLedger } from "./tracking-ledger.ts";

export interface StreamFigures {
  /** Tracking request sent → its activity event read, per event, ms. */
  delays: number[];
  /** Stream cut → the next stream's "ready", per reconnection, ms. */
  reconnects: number[];
  /** Event numbers skipped or seen twice. */
  gaps: number;
  repeats: number;
}

class LiveStream {
  lastId = 0;
  ready = false;
  readonly #stopped: AbortController = new AbortController();

  constructor(
    readonly member: Member,
    private readonly balancer: Balancer,
    private readonly ledger: TrackingLedger,
    private readonly figures: StreamFigures,
  ) {}

  /** Resolves once the first stream says "ready"; the stream then runs until close(). */
  open(): Promise<void> {
    return new Promise((isReady) => void this.#run(isReady));
  }

  async #run(isReady: () => void) {
    let attempt = 0;
    let cutAt: number | undefined;
    while (!this.#stopped.signal.aborted) {
      try {
        const headers: Record<string, string> = { accept: "text/event-stream", cookie: this.member.cookie };
        if (this.ready) headers["last-event-id"] = String(this.lastId);
        const { response } = await this.balancer.stream("/api/events", headers, this.#stopped.signal);
        if (response.statusCode !== 200) {
          await response.body.dump();
          throw new Error(`stream answered ${response.statusCode}`);
        }
        const parser = new SseParser();
        response.body.setEncoding("utf8");
        for await (const chunk of response.body as AsyncIterable<string>) {
          for (const event of parser.push(chunk)) {
            attempt = 0;
            if (event.event === "ready") {
              if (cutAt !== undefined) this.figures.reconnects.push(performance.now() - cutAt);
              cutAt = undefined;
              // A resumed stream starts where the client left off; a later number means the
              // server skipped what happened in between.
              const from = Number(event.id);
              if (this.ready && from > this.lastId) this.figures.gaps += from - this.lastId;
              if (!this.ready) this.lastId = from;
              this.ready = true;
              isReady();
              continue;
            }
            this.#take(event.event, Number(event.id), event.data);
          }
        }
      } catch {
        // cut, refused or ended: reconnect below, as the page does
      }
      if (this.#stopped.signal.aborted) return;
      cutAt ??= performance.now();
      await new Promise((done) => setTimeout(done, reconnectDelay(attempt++)));
    }
  }

  #take(type: string, id: number, data: string) {
    if (id <= this.lastId) this.figures.repeats++;
    else if (id > this.lastId + 1) this.figures.gaps += id - this.lastId - 1;
    this.lastId = Math.max(this.lastId, id);
    if (type !== "activity") return;
    const sentAt = this.ledger.sentAt.get((JSON.parse(data) as { file_name: string }).file_name);
    if (sentAt !== undefined) this.figures.delays.push(performance.now() - sentAt);
  }

  close() {
    this.#stopped.abort();
  }
}

export class LiveStreams {
  readonly figures: StreamFigures = { delays: [], reconnects: [], gaps: 0, repeats: 0 };
  readonly #streams: LiveStream[];

  constructor(members: Member[], balancer: Balancer, ledger: TrackingLedger) {
    this.#streams = members.map((member) => new LiveStream(member, balancer, ledger, this.figures));
  }

  /** Opens every stream, a few at a time as dashboards open, and waits until each is live. */
  async open(): Promise<void> {
    for (let i = 0; i < this.#streams.length; i += 20) {
      await Promise.all(this.#streams.slice(i, i + 20).map((stream) => stream.open()));
    }
  }

  /** The last event number each member's stream has seen. */
  lastIds(): Map<string, number> {
    return new Map(this.#streams.map((stream) => [stream.member.id, stream.lastId]));
  }

  close(): void {
    for (const stream of this.#streams) stream.close();
  }
}
