/**
 * Emails an admin sends to the members who asked for them (Settings, Notifications: "Product
 * updates" and "Marketing communications"), each with a one-click link that turns the switch off.
 */
import { z } from "zod";

export const ANNOUNCEMENT_TOPICS = {
  product_updates: { label: "Product updates", setting: "productUpdates" },
  marketing: { label: "Marketing communications", setting: "marketingCommunications" },
} as const;

export type AnnouncementTopic = keyof typeof ANNOUNCEMENT_TOPICS;

export const announcementSchema = z
  .object({
    topic: z.enum(Object.keys(ANNOUNCEMENT_TOPICS) as [AnnouncementTopic, ...AnnouncementTopic[]]),
    subject: z
      .string()
      .trim()
      .min(3, "Write a subject of at least 3 characters")
      .max(120, "Keep the subject under 120 characters"),
    body: z
      .string()
      .trim()
      .min(10, "Write a message of at least 10 characters")
      .max(5000, "Keep the message under 5,000 characters"),
  })
  .strict();

export type Announcement = z.infer<typeof announcementSchema>;

/** How many members each email would reach now. */
export type AnnouncementAudience = Record<AnnouncementTopic, number>;
