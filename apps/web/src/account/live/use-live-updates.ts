/**
 * Keeps the member area live while it is open: one /api/events stream per tab, its events written
 * into the query cache. An effect is right here: this is a subscription, not a data fetch.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useState } from "react";
import { useSession } from "@/auth/session";
import { applyLiveEvent } from "./apply-live-event.ts";
import { connectLiveEvents, type LiveStatus } from "./event-stream.ts";

export function useLiveUpdates(): LiveStatus {
  const { user, refresh } = useSession();
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const userId = user?.id;
  // The server refused the stream: the session has ended (signed out elsewhere, password changed,
  // account deleted). Asking again lets the page notice and send the person home.
  const onStatus = useEffectEvent((next: LiveStatus) => {
    setStatus(next);
    if (next === "stopped") void refresh();
  });

  useEffect(() => {
    if (!userId) return;
    let readies = 0;
    return connectLiveEvents({
      onEvent: (event) => {
        if (event.event === "ready") readies++;
        applyLiveEvent(client, userId, event, readies > 1);
      },
      onStatus,
    });
  }, [client, userId]);

  return status;
}
