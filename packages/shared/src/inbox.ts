/**
 * What visitors send the team (the contact form and tool requests), and an admin marking one
 * handled. Shared by the server, which validates and stores them, and the pages that send them.
 */
import { z } from "zod";

/** A message from the contact form. Limits keep a single message readable and the table small. */
export const contactMessageSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
    email: z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters"),
    subject: z.string().trim().max(200, "Subject must be at most 200 characters").default(""),
    message: z
      .string()
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(5000, "Message must be at most 5,000 characters"),
  })
  .strict();

/** A request for a tool we do not have yet. */
export const toolRequestSchema = z
  .object({
    toolName: z.string().trim().min(2, "Tool name is required").max(120, "Tool name must be at most 120 characters"),
    description: z
      .string()
      .trim()
      .min(10, "Please describe the tool in a sentence or two")
      .max(3000, "Description must be at most 3,000 characters"),
    email: z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters").optional(),
  })
  .strict();

/** Marks a contact message or a tool request handled, or open again. */
export const inboxUpdateSchema = z.object({ handled: z.boolean() }).strict();
