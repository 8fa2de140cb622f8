/** The admin area's shapes: plans and roles an admin may set, users as listed, the audit log. */
import { z } from "zod";

export const PLANS = ["free", "pro"] as const;
export const ROLES = ["user", "admin"] as const;

/** What an admin may change about a user. */
export const adminUserUpdateSchema = z
  .object({ plan: z.enum(PLANS).optional(), role: z.enum(ROLES).optional() })
  .strict()
  .refine((u) => u.plan !== undefined || u.role !== undefined, { message: "Nothing to change" });

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  plan: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string;
}

/** One entry of the admin audit log: who (by id) did what to which user or post, and when. */
export interface AdminAuditEntry {
  id: string;
  actorId: string;
  /** The actor's email when the account still exists, read at display time (the row keeps the id only). */
  actorEmail: string | null;
  /** The target user's email, for user changes whose account still exists. */
  targetEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}
