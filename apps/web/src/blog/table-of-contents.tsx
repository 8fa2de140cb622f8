import type { TocEntry } from "@squish/shared/blog/blog-toc";
import { cn } from "@/lib/cn";

/** Links to the post's ## and ### headings. */
export function TableOfContents({ toc, className }: { toc: TocEntry[]; className?: string }) {
  return (
    <nav aria-label="Table of contents" className={cn("rounded-xl border bg-card p-4 text-sm", className)}>
      <p className="font-semibold">On this page</p>
      <ol className="mt-2 grid gap-1.5">
        {toc.map((item) => (
          <li key={item.id} className={item.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${item.id}`}
              className="block rounded text-muted-foreground hover:text-foreground hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
