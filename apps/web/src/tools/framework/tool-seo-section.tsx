import type { ToolSeo } from "@squish/shared/tool-manifest";

/** How to use the tool and its questions and answers, on the page for people and crawlers alike. */
export function ToolSeoSection({ seo, name }: { seo: ToolSeo; name: string }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="how-to-heading">
        <h2 id="how-to-heading" className="mb-3 text-xl font-semibold">
          How to use the {name}
        </h2>
        <ol className="space-y-3">
          {seo.howToSteps.map((step, index) => (
            <li key={step.name} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="font-medium">{step.name}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-3 text-xl font-semibold">
          Questions and answers
        </h2>
        <div className="space-y-2">
          {seo.faqs.map((faq) => (
            <details key={faq.question} className="rounded-lg border bg-card p-3">
              <summary className="cursor-pointer font-medium">{faq.question}</summary>
              <p className="mt-2 text-sm text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
