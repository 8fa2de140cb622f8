import { useId, type ReactNode } from "react";

interface PanelProps {
  title: string;
  /** Beside the title, such as the queue's counts. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One of the side panels of a tool page (settings, queue, downloads), labelled by its heading. */
export function Panel({ title, aside, testId, children }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
