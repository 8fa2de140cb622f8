/**
 * The admin area's server data through TanStack Query. Every key starts with "admin" so that one
 * invalidation after a change (or a sign-out) refreshes the whole area, audit log included, and
 * the previous page stays on screen while the next one loads.
 */
import { replySubject, type ReplyTo } from "../inbox/reply-link.ts";
import type { AdminAuditEntry, AdminUser } from "@squish/shared/admin";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "@/api/api-client";

export const ADMIN_KEY = ["admin"] as const;
export const ADMIN_PAGE_SIZE = 20;

/** A page of one inbox kind as the server sends it: its table's rows, typed from the server's route. */
type InboxRows<K extends InboxKind> = InferResponseType<(typeof api.admin)[K]["$get"], 200>;

const pageQuery = (page: number, q = "") => ({
  limit: String(ADMIN_PAGE_SIZE),
  offset: String(page * ADMIN_PAGE_SIZE),
  ...(q.trim() ? { q: q.trim() } : {}),
});

export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "users", search.trim(), page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      readJson<{ users: AdminUser[]; total: number }>(await api.admin.users.$get({ query: pageQuery(page, search) })),
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "audit-log", page],
    placeholderData: keepPreviousData,
    queryFn: async () => readJson<AdminAuditEntry[]>(await api.admin["audit-log"].$get({ query: pageQuery(page) })),
  });
}

/** A contact message or a tool request in one shape, so one list shows both. */
export interface InboxItem {
  id: string;
  title: string;
  from: string;
  body: string;
  /** Whom to answer and about what; null when the sender left no email. */
  replyTo: ReplyTo | null;
  createdAt: string;
  handledAt: string | null;
}

export type InboxKind = "contact-messages" | "tool-requests";

export function useInbox(kind: InboxKind, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, kind, page],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<InboxItem[]> => {
      if (kind === "contact-messages") {
        const rows = await readJson<InboxRows<"contact-messages">>(
          await api.admin["contact-messages"].$get({ query: pageQuery(page) }),
        );
        return rows.map((r) => ({
          id: r.id,
          title: r.subject,
          from: `${r.name} <${r.email}>`,
          body: r.message,
          replyTo: { email: r.email, subject: replySubject(r.subject), quoted: r.message },
          createdAt: r.created_at,
          handledAt: r.handled_at,
        }));
      }
      const rows = await readJson<InboxRows<"tool-requests">>(
        await api.admin["tool-requests"].$get({ query: pageQuery(page) }),
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.tool_name,
        from: r.email ?? "No email given",
        body: r.description,
        replyTo: r.email
          ? { email: r.email, subject: replySubject(`Your tool request: ${r.tool_name}`), quoted: r.description }
          : null,
        createdAt: r.created_at,
        handledAt: r.handled_at,
      }));
    },
  });
}

export const ADMIN_POSTS_KEY = [...ADMIN_KEY, "blog-posts"] as const;

/** Every admin post, drafts included (the API lists them whole: there are few). */
export function useAdminPosts(enabled = true) {
  return useQuery({
    queryKey: ADMIN_POSTS_KEY,
    enabled,
    queryFn: async () => readJson<BlogPost[]>(await api.admin["blog-posts"].$get()),
  });
}
