/**
 * The admin area's changes. Each refreshes every admin query afterwards (the audit log gains an
 * entry with every change) and, for posts, the public blog list. A refusal reaches the caller as
 * an ApiError carrying the server's own sentence, which the dialogs show as it is.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPost, BlogPostInput, BlogPostUpdate } from "@squish/shared/blog/blog-posts";
import { api, readJson } from "@/api/api-client";
import { ADMIN_KEY, type InboxKind } from "./admin-queries.ts";

export type UserChange =
  | { kind: "plan"; plan: "free" | "pro" }
  | { kind: "role"; role: "user" | "admin" }
  | { kind: "disable" }
  | { kind: "enable" };

function useAdminMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      await queryClient.invalidateQueries({ queryKey: ["blog-posts"] });
    },
  });
}

export function useChangeUser() {
  return useAdminMutation(async ({ id, change }: { id: string; change: UserChange }) => {
    const param = { id };
    if (change.kind === "plan")
      return readJson(await api.admin.users[":id"].$patch({ param, json: { plan: change.plan } }));
    if (change.kind === "role")
      return readJson(await api.admin.users[":id"].$patch({ param, json: { role: change.role } }));
    if (change.kind === "disable") return readJson(await api.admin.users[":id"].disable.$post({ param, json: {} }));
    return readJson(await api.admin.users[":id"].enable.$post({ param }));
  });
}

export function useSetHandled(kind: InboxKind) {
  return useAdminMutation(async ({ id, handled }: { id: string; handled: boolean }) =>
    readJson(await api.admin[kind][":id"].$patch({ param: { id }, json: { handled } })),
  );
}

export function useSavePost() {
  return useAdminMutation(async ({ id, input }: { id: string | null; input: BlogPostUpdate }) =>
    id === null
      ? readJson<BlogPost>(await api.admin["blog-posts"].$post({ json: input as BlogPostInput }))
      : readJson<BlogPost>(await api.admin["blog-posts"][":id"].$patch({ param: { id }, json: input })),
  );
}

export function useDeletePost() {
  return useAdminMutation(async (id: string) =>
    readJson(await api.admin["blog-posts"][":id"].$delete({ param: { id } })),
  );
}
