import type { ReactNode } from "react";

/** A section's heading and one line on what it is for, with room for its main action. */
export function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      </div>
      {action}
    </div>
  );
}
