import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { toast } from "@/lib/toast";
import type { AdminUser } from "@squish/shared/admin";
import { useSession } from "@/auth/session";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADMIN_PAGE_SIZE, useAdminUsers } from "../data/admin-queries.ts";
import { useChangeUser, type UserChange } from "../data/admin-mutations.ts";
import { ConfirmDialog, type ConfirmRequest } from "../shell/confirm-dialog.tsx";
import { Pager } from "../shell/pager.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { changeText } from "./change-text.ts";
import { UserRow } from "./user-row.tsx";
import { AdminTable } from "../shell/admin-table.tsx";

/** Users: search by name or email, 20 a page, and each change confirmed in a dialog naming the person. */
export function UsersSection() {
  const { user: me } = useSession();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  // Typing stays quick; the request follows the settled text.
  const deferred = useDeferredValue(search);
  const query = useAdminUsers(deferred, page);
  const change = useChangeUser();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;
  const first = total === 0 ? 0 : page * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * ADMIN_PAGE_SIZE);

  const ask = (user: AdminUser, wanted: UserChange) => {
    const text = changeText(user, wanted);
    setRequest({
      ...text,
      run: async () => {
        await change.mutateAsync({ id: user.id, change: wanted });
        toast.success("Saved", { description: text.title.replace(/\?$/, ""), id: "admin-user-change" });
      },
    });
  };

  return (
    <section aria-labelledby="users-heading">
      <SectionHeading id="users-heading" title="Users" intro="Everyone with an account, newest first." />
      <div className="relative max-w-md">
        <Label htmlFor="admin-user-search">Search by name or email</Label>
        <Search
          className="pointer-events-none absolute bottom-3 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="admin-user-search"
          type="search"
          className="mt-2 pl-9"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </div>
      <AdminTable
        className="mt-4"
        query={query}
        loadingLabel="Loading users"
        isEmpty={users.length === 0}
        emptyText={deferred.trim() ? `No user matches “${deferred.trim()}”.` : "No users yet."}
        caption={`Users, ${total} in all`}
        columns={["Person", "Plan", "Role", "Status"]}
        actions
        busy={query.isFetching}
        testId="users-table"
        footer={
          <Pager
            label="User pages"
            page={page}
            hasNext={last < total}
            status={total === 0 ? "Nothing to show" : `Showing ${first}–${last} of ${total}`}
            onPage={setPage}
          />
        }
      >
        {users.map((u) => (
          <UserRow key={u.id} user={u} isMe={u.id === me?.id} onChange={(c) => ask(u, c)} />
        ))}
      </AdminTable>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
