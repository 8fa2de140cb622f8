import { FAQS, filterFaqs, type Faq } from "@squish/shared/content-pages";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { useContentHead } from "./use-content-head.ts";

const CATEGORIES: readonly Faq["category"][] = ["Tools", "Privacy", "Limits", "Accounts"];

export default function FaqPage() {
  useContentHead("faq");
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = filterFaqs(FAQS, query);

  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Frequently asked questions</h1>
      <p className="mt-4 text-muted-foreground">
        About the tools, your privacy, the limits and accounts. Cannot find your answer?{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
          Contact us
        </Link>
        .
      </p>
      <div className="relative mt-8" role="search">
        <label htmlFor={searchId} className="sr-only">
          Search the questions
        </label>
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search the questions"
          className="pl-9"
          data-faq-search
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite" data-faq-count>
        {shown.length === FAQS.length
          ? `${FAQS.length} questions`
          : `${shown.length} of ${FAQS.length} questions match`}
      </p>
      {shown.length === 0 && (
        <p className="mt-8 rounded-xl border bg-card p-6 text-muted-foreground">
          No question matches “{query.trim()}”. Try another word, or{" "}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            ask us
          </Link>
          .
        </p>
      )}
      {CATEGORIES.map((category) => {
        const items = shown.filter((faq) => faq.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`faq-${category}`} className="mt-10">
            <h2 id={`faq-${category}`} className="text-2xl font-semibold">
              {category}
            </h2>
            <div className="mt-4 grid gap-3">
              {items.map((faq) => (
                <details key={faq.question} className="group rounded-xl border bg-card p-4" data-faq-item>
                  <summary className="cursor-pointer font-medium marker:text-primary">{faq.question}</summary>
                  <p className="mt-3 text-muted-foreground">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
