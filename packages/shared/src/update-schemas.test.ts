/**
 * Every update schema changes only what the request names (issue 23, item 9). zod's `.partial()`
 * keeps a field's `.default()`, so an update built that way filled the fields left out with their
 * defaults and the server wrote them: editing a post's title unpublished it. Each schema is checked
 * field by field: a one-field update parses to that one field, and no field invents a value.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { profileUpdateSchema } from "./account/profile.ts";
import { settingUpdateSchema } from "./account/settings.ts";
import { adminUserUpdateSchema } from "./admin.ts";
import { blogPostUpdateSchema } from "./blog/blog-posts.ts";
import { inboxUpdateSchema } from "./inbox.ts";
import { chainPresetUpdateSchema } from "./chain.ts";
import { watermarkTemplateUpdateSchema } from "./watermark-templates.ts";

const watermarkSettings = {
  text: "© Squish",
  font: "sans",
  size: 10,
  color: "#ffffff",
  opacity: 50,
  rotation: 0,
  outline: false,
  outlineColor: "#000000",
  shadow: false,
  position: "bottom-right",
  x: 0.5,
  y: 0.5,
  margin: 2,
};

/** Each update schema with one valid value for every field it accepts. */
const UPDATES: [string, z.ZodObject, Record<string, unknown>][] = [
  [
    "blogPostUpdateSchema",
    blogPostUpdateSchema,
    {
      slug: "a-post",
      title: "A title",
      excerpt: "An excerpt",
      tags: ["images"],
      bodyMarkdown: "Text",
      published: true,
    },
  ],
  [
    "profileUpdateSchema",
    profileUpdateSchema,
    {
      full_name: "Ada Lovelace",
      username: "ada",
      email_notifications: false,
      compression_alerts: false,
      product_updates: true,
      marketing_communications: true,
      default_quality: 70,
      auto_download: true,
      theme_preference: "dark",
      default_format: "webp",
    },
  ],
  ["adminUserUpdateSchema", adminUserUpdateSchema, { plan: "pro", role: "admin" }],
  ["watermarkTemplateUpdateSchema", watermarkTemplateUpdateSchema, { name: "Mine", settings: watermarkSettings }],
  ["chainPresetUpdateSchema", chainPresetUpdateSchema, { name: "Mine", steps: [{ op: "rotate", degrees: 90 }] }],
  ["inboxUpdateSchema", inboxUpdateSchema, { handled: true }],
];

describe.each(UPDATES)("%s", (_name, schema, sample) => {
  it("names every field it accepts in the sample", () => {
    expect(Object.keys(sample).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it.each(Object.keys(sample))("parses an update of %s to that field alone", (field) => {
    const parsed = schema.parse({ [field]: sample[field] });
    expect(Object.keys(parsed as object)).toEqual([field]);
  });

  it("gives no field a default", () => {
    const invented = Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([, field]) => field.safeParse(undefined).data !== undefined)
      .map(([key]) => key);
    expect(invented).toEqual([]);
  });
});

describe("settingUpdateSchema", () => {
  it("parses a setting update to its key and value alone", () => {
    expect(settingUpdateSchema.parse({ key: "autoDownload", value: true })).toEqual({
      key: "autoDownload",
      value: true,
    });
  });
});
