import type { Activity } from "@squish/shared/account/activity";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { recentActivitiesKey, type ActivityPage } from "../data/queries.ts";
import { applyLiveEvent } from "./apply-live-event.ts";

const activity = (id: string) => ({ id, fileName: `${id}.jpg` }) as unknown as Activity;
const event = (a: Activity) => ({ event: "activity", data: JSON.stringify(a) });

describe("a live event", () => {
  it("goes on top of a feed that has loaded", async () => {
    const client = new QueryClient();
    client.setQueryData<ActivityPage>(recentActivitiesKey("u"), { items: [activity("old")], total: 1 });
    applyLiveEvent(client, "u", event(activity("new")), false);
    expect(client.getQueryData<ActivityPage>(recentActivitiesKey("u"))?.items.map((a) => a.id)).toEqual(["new", "old"]);
  });

  it("is not lost when it arrives while the feed is still loading: the feed is read again", async () => {
    const client = new QueryClient();
    const server: Activity[] = [activity("old")];
    let answer!: (page: ActivityPage) => void;
    let calls = 0;
    // A page showing the feed: its observer starts the first read.
    const observer = new QueryObserver(client, {
      queryKey: recentActivitiesKey("u"),
      queryFn: () => {
        calls++;
        // The first answer was read before the new activity was saved, and arrives after its event.
        if (calls === 1) return new Promise<ActivityPage>((done) => (answer = done));
        return Promise.resolve({ items: [...server], total: server.length });
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    server.unshift(activity("new"));
    applyLiveEvent(client, "u", event(activity("new")), false);
    answer({ items: [activity("old")], total: 1 });
    await expect
      .poll(() => client.getQueryData<ActivityPage>(recentActivitiesKey("u"))?.items.map((a) => a.id))
      .toEqual(["new", "old"]);
    unsubscribe();
  });
});
