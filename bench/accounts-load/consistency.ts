/**
 * After the load: every record sent is stored exactly once (activity rows and the member's
 * totals agree with the ledger), and every live stream has seen its member's last event.
 */
import { openDatabase, type DatabaseTarget } from "../../apps/server/src/db/database.ts";
import type { Balancer } from "./balancer.ts";
import type { Member } from "./members.ts";
import type { TrackingLedger } from "./tracking-ledger.ts";

/**
 * Sends the records the client gave up on once more, as a person reloading the page would: 200
 * means an earlier try had stored it, 201 that none had. Either way it is then counted once.
 */
export async function resendAbandoned(ledger: TrackingLedger, members: Member[], balancer: Balancer, site: string) {
  const byId = new Map(members.map((member) => [member.id, member]));
  const failures: string[] = [];
  for (const id of ledger.abandoned) {
    const tracked = ledger.sent.get(id)!;
    const body = JSON.stringify({
      id,
      activityType: "compress",
      fileName: "resent.jpg",
      description: "Compressed with MozJPEG",
      originalSize: tracked.originalMb,
      compressedSize: tracked.originalMb - tracked.savedMb,
    });
    const headers = { "content-type": "application/json", origin: site, cookie: byId.get(tracked.memberId)!.cookie };
    const answer = await balancer.request("POST", "/api/activities", headers, body);
    if (answer.status !== 200 && answer.status !== 201) failures.push(`${id}: ${answer.status}`);
  }
  return failures;
}

export interface Consistency {
  problems: string[];
  records: number;
  members: number;
}

export async function checkStored(target: DatabaseTarget, ledger: TrackingLedger): Promise<Consistency> {
  const expected = ledger.expected();
  const { db, close } = openDatabase(target);
  const problems: string[] = [];
  try {
    const rows = await db
      .selectFrom("user_activities")
      .select(["user_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("user_id")
      .execute();
    const stats = await db
      .selectFrom("user_stats")
      .select(["user_id", "images_compressed", "total_savings_mb"])
      .execute();
    const rowCount = new Map(rows.map((row) => [row.user_id, Number(row.n)]));
    const statsOf = new Map(stats.map((row) => [row.user_id, row]));
    let wrongRows = 0;
    let wrongStats = 0;
    for (const [memberId, want] of expected) {
      if ((rowCount.get(memberId) ?? 0) !== want.count) wrongRows++;
      const got = statsOf.get(memberId);
      if (
        Number(got?.images_compressed ?? 0) !== want.count ||
        Math.abs(Number(got?.total_savings_mb ?? 0) - want.savedMb) > 1e-6
      ) {
        wrongStats++;
      }
    }
    const stored = [...rowCount.values()].reduce((a, b) => a + b, 0);
    if (stored !== ledger.sent.size) problems.push(`${stored} activity rows for ${ledger.sent.size} records sent`);
    if (wrongRows) problems.push(`${wrongRows} members with the wrong number of activity rows`);
    if (wrongStats) problems.push(`${wrongStats} members whose totals disagree with what they sent`);
    return { problems, records: ledger.sent.size, members: expected.size };
  } finally {
    await close();
  }
}

/** Members whose stream has not seen their last event (compared after the streams had time to drain). */
export async function streamsBehind(target: DatabaseTarget, lastIds: Map<string, number>): Promise<number> {
  const { db, close } = openDatabase(target);
  try {
    const latest = await db
      .selectFrom("user_events")
      .select(["user_id", (eb) => eb.fn.max("seq").as("seq")])
      .groupBy("user_id")
      .execute();
    const latestOf = new Map(latest.map((row) => [row.user_id, Number(row.seq)]));
    let behind = 0;
    for (const [memberId, seen] of lastIds) if ((latestOf.get(memberId) ?? 0) > seen) behind++;
    return behind;
  } finally {
    await close();
  }
}
