import { formatBlogDate } from "@squish/shared/blog/blog-head";
import { LEGAL_UPDATED } from "@squish/shared/content-pages";
import type { ReactNode } from "react";

/** The frame of the privacy notice and the terms: heading, the date they changed, sections. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last updated <time dateTime={LEGAL_UPDATED}>{formatBlogDate(LEGAL_UPDATED)}</time>
      </p>
      <div className="mt-6 text-muted-foreground">{intro}</div>
      <div className="mt-4">{children}</div>
    </article>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
        {children}
      </div>
    </section>
  );
}
