import { cn } from "@/lib/cn";
import type { SessionUser } from "@/auth/session";

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [name.trim()[0] ?? "U"];
  return letters.join("").toUpperCase();
}

/**
 * The member's picture (kept on our origin, issue 28 item 2), or their
 * initials on the brand colour. Decoration: wherever it appears, the name beside it or the
 * control's label says whose it is.
 */
export function UserAvatar({ user, className }: { user: Pick<SessionUser, "name" | "avatar">; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground",
        className,
      )}
      data-testid="user-avatar"
    >
      {user.avatar ? (
        <img src={user.avatar} alt="" className="size-full object-cover" draggable={false} />
      ) : (
        initials(user.name)
      )}
    </span>
  );
}
