/**
 * A server that stops ends its live streams at once (issue 28, item 8): a stream never finishes by
 * itself, so before this it held the shutdown for the whole grace period (10 s) while the page
 * went on saying "Live". On the listening server, as a browser meets it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";
import { sseReader } from "../test-support/sse-reader.ts";

describe.each(databaseKinds())("live streams when the server stops, on %s", (kind) => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer(kind);
  });
  afterAll(() => s.close());

  it("ends every open stream as the shutdown begins, and the shutdown does not wait for them", async () => {
    const user = await s.signedInUser(`stopping-${kind}@example.com`);
    const streams = [sseReader(await user("GET", "/api/events")), sseReader(await user("GET", "/api/events"))];
    for (const stream of streams) expect((await stream.next())?.event).toBe("ready");

    const started = Date.now();
    const closed = s.server.close();
    // Each stream reaches its end, well inside the grace period that open requests are given.
    for (const stream of streams) expect(await stream.ended(5_000)).toBe(true);
    await closed;
    // Nor for the connections the streams leave idle (their keep-alive timeout is 5 s).
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
