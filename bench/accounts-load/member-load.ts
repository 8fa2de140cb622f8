/**
 * What the members do during the bench, each as the real page does it:
 * - trackers: a member compresses a batch of 1-30 files; the page records each file when it is
 *   done (one POST a file, paced by the engine's work, PACING_MS), and sends a record again after
 *   1, 2 and 5 s when the server is away (apps/web/src/tools/framework/activity.ts); after the
 *   batch, half of them open their dashboard;
 * - dashboard readers: a member opens the dashboard (the session, totals, the latest 50 activities
 *   and the month's figures, asked for together as the page does), reads for a few seconds, again;
 * - sign-ins at a steady rate, with the real password hashing.
 */
import { TRACKING_RETRY_DELAYS_MS, TRACKING_RETRY_STATUSES } from "@squish/shared/account/tracking-retry";
import type { Balancer } from "./balancer.ts";
import { BENCH_PASSWORD, type Member } from "./members.ts";
import type { RouteRecorder } from "./route-figures.ts";
import type { TrackingLedger } from "./tracking-ledger.ts";

export interface LoadShape {
  trackers: number;
  readers: number;
  signInsPerSecond: number;
  /** Time between two files of one batch finishing, as a 2-core page compresses photos. */
  pacingMs: [min: number, max: number];
  batchFiles: [min: number, max: number];
  readerPauseMs: [min: number, max: number];
}

export interface LoadContext {
  balancer: Balancer;
  members: Member[];
  site: string;
  recorder: RouteRecorder;
  ledger: TrackingLedger;
  /** Load stops starting new work once this signal aborts. */
  stop: AbortSignal;
}

let sequence = 0;

const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);
const whole = (range: [number, number]) => Math.floor(between([range[0], range[1] + 1]));
/** Waits `ms`, or less when `stop` aborts first. */
const sleep = (ms: number, stop?: AbortSignal) =>
  new Promise<void>((done) => {
    const early = () => {
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      stop?.removeEventListener("abort", early);
      done();
    }, ms);
    stop?.addEventListener("abort", early, { once: true });
  });
const anyMember = (members: Member[]) => members[Math.floor(Math.random() * members.length)]!;

async function timed(context: LoadContext, route: string, send: () => Promise<{ status: number }>) {
  const startedAt = performance.now();
  const answer = await send();
  context.recorder.record(route, startedAt, answer.status);
  return answer;
}

/** One finished file, recorded as the page records it, retries included. */
export async function trackFile(context: LoadContext, member: Member): Promise<void> {
  const n = ++sequence;
  const id = `load-${process.pid}-${n}`;
  const fileName = `photo-${n}.jpg`;
  const originalMb = 2 + (n % 4) * 0.25;
  const compressedMb = 0.5;
  const body = JSON.stringify({
    id,
    activityType: "compress",
    fileName,
    description: "Compressed with MozJPEG",
    originalSize: originalMb,
    compressedSize: compressedMb,
  });
  const { ledger } = context;
  ledger.sent.set(id, { memberId: member.id, savedMb: originalMb - compressedMb, originalMb });
  ledger.sentAt.set(fileName, performance.now());
  const headers = { "content-type": "application/json", origin: context.site, cookie: member.cookie };
  for (let attempt = 0; ; attempt++) {
    const answer = await timed(context, "POST /api/activities", () =>
      context.balancer.request("POST", "/api/activities", headers, body),
    );
    if (answer.status === 201 || answer.status === 200) {
      ledger.acknowledged.add(id);
      if (attempt > 0) ledger.storedOnRetry++;
      return;
    }
    const delay = TRACKING_RETRY_DELAYS_MS[attempt];
    if (!TRACKING_RETRY_STATUSES.includes(answer.status)) {
      // The page does not send a refused record again: that file is lost to the member.
      ledger.refused.set(answer.status, (ledger.refused.get(answer.status) ?? 0) + 1);
      ledger.abandoned.add(id);
      return;
    }
    if (delay === undefined) {
      ledger.abandoned.add(id);
      return;
    }
    ledger.retries++;
    await sleep(delay);
  }
}

export async function openDashboard(context: LoadContext, member: Member): Promise<void> {
  const headers = { cookie: member.cookie };
  const get = (route: string, path: string) =>
    timed(context, `GET ${route}`, () => context.balancer.request("GET", path, headers));
  await Promise.all([
    get("/api/auth/get-session", "/api/auth/get-session"),
    get("/api/stats", "/api/stats"),
    get("/api/activities", "/api/activities?limit=50&offset=0"),
    get("/api/stats/monthly", "/api/stats/monthly"),
  ]);
}

async function tracker(context: LoadContext, shape: LoadShape) {
  while (!context.stop.aborted) {
    const member = anyMember(context.members);
    const files = whole(shape.batchFiles);
    for (let i = 0; i < files && !context.stop.aborted; i++) {
      await sleep(between(shape.pacingMs), context.stop);
      if (!context.stop.aborted) await trackFile(context, member);
    }
    if (!context.stop.aborted && Math.random() < 0.5) await openDashboard(context, member);
  }
}

async function reader(context: LoadContext, shape: LoadShape) {
  while (!context.stop.aborted) {
    await openDashboard(context, anyMember(context.members));
    await sleep(between(shape.readerPauseMs), context.stop);
  }
}

async function signIns(context: LoadContext, shape: LoadShape) {
  const running: Promise<unknown>[] = [];
  while (!context.stop.aborted && shape.signInsPerSecond > 0) {
    const member = anyMember(context.members);
    const body = JSON.stringify({ email: member.email, password: BENCH_PASSWORD });
    const headers = { "content-type": "application/json", origin: context.site };
    running.push(
      timed(context, "POST /api/auth/sign-in/email", () =>
        context.balancer.request("POST", "/api/auth/sign-in/email", headers, body),
      ),
    );
    await sleep(1000 / shape.signInsPerSecond, context.stop);
  }
  await Promise.all(running);
}

/** Runs the whole mix until `context.stop` aborts, then waits for the work in hand to finish. */
export async function runMemberLoad(context: LoadContext, shape: LoadShape): Promise<void> {
  // Start staggered over the first pacing interval, not as one burst.
  const start = (run: () => Promise<void>) => sleep(Math.random() * shape.pacingMs[1]).then(run);
  await Promise.all([
    ...Array.from({ length: shape.trackers }, () => start(() => tracker(context, shape))),
    ...Array.from({ length: shape.readers }, () => start(() => reader(context, shape))),
    signIns(context, shape),
  ]);
}
