import { describe, expect, it } from "vitest";
import { activitySchema } from "./account/activity.ts";
import { profileUpdateSchema } from "./account/profile.ts";
import { settingUpdateSchema } from "./account/settings.ts";
import { planLabel } from "./plan-label.ts";

describe("account rules shared by the server and the web app", () => {
  it.each([
    ["pro", "Pro"],
    ["PRO", "Pro"],
    [" Pro ", "Pro"],
    ["free", "Free"],
    [null, "Free"],
    ["gold", "Free"],
  ] as const)("shows the plan %j as %s", (plan, label) => {
    expect(planLabel(plan)).toBe(label);
  });

  it("never accepts role or plan in a profile update", () => {
    expect(profileUpdateSchema.safeParse({ role: "admin" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ plan: "pro" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ full_name: "Ada", username: null }).success).toBe(true);
  });

  it("validates each setting by its own rule", () => {
    expect(settingUpdateSchema.safeParse({ key: "defaultQuality", value: 90 }).success).toBe(true);
    expect(settingUpdateSchema.safeParse({ key: "defaultQuality", value: 9 }).success).toBe(false);
    expect(settingUpdateSchema.safeParse({ key: "defaultFormat", value: "webp" }).success).toBe(true);
    expect(settingUpdateSchema.safeParse({ key: "role", value: "admin" }).success).toBe(false);
  });

  it("needs sizes for a compress activity, not for a download", () => {
    const base = { id: "abcdefgh", fileName: "a.jpg" };
    expect(activitySchema.safeParse({ ...base, activityType: "compress" }).success).toBe(false);
    expect(activitySchema.safeParse({ ...base, activityType: "download" }).success).toBe(true);
  });
});
