/**
 * Tells the accounts API what a signed-in person did (decision 10: names and sizes only, never
 * file contents). Guests send nothing. A failed record never disturbs the tool: it is logged.
 */
import type { ActivityInput } from "@squish/shared/account/activity";
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

export async function trackActivity(facts: ActivityFacts): Promise<void> {
  try {
    const response = await api.activities.$post({ json: activityRecord(facts) });
    if (!response.ok) console.warn("Activity not recorded", response.status);
  } catch (error) {
    console.warn("Activity not recorded", error);
  }
}
