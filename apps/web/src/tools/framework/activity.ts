/**
 * Tells the accounts API what a signed-in person did (decision 10: names and sizes only, never
 * file contents). Guests send nothing. A failed record never disturbs the tool: it is logged.
 *
 * A record that meets a restarting server (the connection refused or cut, a 502/503/504 from the
 * proxy in front) is sent again after 1, 2 and 5 seconds, as the live updates reconnect. It keeps
 * its id, and the server stores an id once, so a try that did arrive is never counted twice.
 */
import type { ActivityInput } from "@squish/shared/account/activity";
import { TRACKING_RETRY_DELAYS_MS, TRACKING_RETRY_STATUSES } from "@squish/shared/account/tracking-retry";
import { savingsPercent } from "@squish/shared/compression";
import { api } from "@/api/api-client";

const MB = 1024 * 1024;

export interface ActivityFacts {
  activityType: ActivityInput["activityType"];
  fileName: string;
  description: string;
  originalSize: number;
  resultSize: number;
}

export function activityRecord(facts: ActivityFacts): ActivityInput {
  return {
    id: crypto.randomUUID().replaceAll("-", ""),
    activityType: facts.activityType,
    fileName: facts.fileName.slice(0, 255),
    description: facts.description,
    originalSize: facts.originalSize / MB,
    compressedSize: facts.resultSize / MB,
    compressionPercentage: savingsPercent(facts.originalSize, facts.resultSize),
  };
}

type Send = (record: ActivityInput) => Promise<Response>;

const sendRecord: Send = (record) => api.activities.$post({ json: record });
const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Sends one record, trying again while the failure is transient. Resolves true once the server
 * has it (201 stored now, 200 stored by an earlier try), false when it gave up or was refused.
 */
export async function sendActivity(
  record: ActivityInput,
  send: Send = sendRecord,
  wait: (ms: number) => Promise<void> = pause,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    let failure: unknown;
    try {
      const response = await send(record);
      if (response.ok) return true;
      if (!TRACKING_RETRY_STATUSES.includes(response.status)) {
        console.warn("Activity not recorded", response.status);
        return false;
      }
      failure = response.status;
    } catch (error) {
      failure = error;
    }
    const delay = TRACKING_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      console.warn("Activity not recorded", failure);
      return false;
    }
    await wait(delay);
  }
}

export async function trackActivity(facts: ActivityFacts): Promise<void> {
  await sendActivity(activityRecord(facts));
}
