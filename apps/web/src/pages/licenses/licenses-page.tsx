import { Code, SearchX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { LICENSES_WORDS } from "@squish/shared/site-pages";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SOURCE_IS_EXTERNAL, SOURCE_PUBLISHED, SOURCE_URL } from "@/layout/source-code";
import { filterEntries, isKindFilter, KIND_FILTERS } from "./license-filter.ts";
import { LicenseEntryItem, LicenseText } from "./license-entry.tsx";
import { useLicenseReport } from "./use-license-report.ts";
import { FilterButtons, SearchBox } from "../list-filters.tsx";
import { useSiteHead } from "../use-site-head.ts";

function SourceSection({ licenseText }: { licenseText: string | undefined }) {
  return (
    <section id="source" aria-labelledby="source-heading" className="mt-10 scroll-mt-20 rounded-xl border bg-card p-6">
      <h2 id="source-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Code className="size-5 text-primary" aria-hidden="true" /> Squish's source code
      </h2>
      <p className="mt-3 text-muted-foreground">{LICENSES_WORDS.sourceNote}</p>
      {SOURCE_PUBLISHED ? (
        <Button asChild className="mt-4">
          <a href={SOURCE_URL} {...(SOURCE_IS_EXTERNAL ? { rel: "noopener noreferrer" } : {})}>
            Get the source code
          </a>
        </Button>
      ) : (
        <p className="mt-3 text-muted-foreground">
          The people who run this copy of Squish have not published an address for its source code. The licence entitles
          you to it: ask for it through the{" "}
          <Link to="/contact" className="text-primary underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      )}
      {licenseText && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-primary">
            GNU Affero General Public License, version 3
          </summary>
          <div className="mt-3">
            <LicenseText text={licenseText} label="The GNU Affero General Public License, version 3" />
          </div>
        </details>
      )}
    </section>
  );
}

/**
 * /licenses: Squish's own licence and source, and every third-party component the browser
 * receives with its licence, from the list the build writes (record 0021).
 */
export default function LicensesPage() {
  useSiteHead("licenses");
  const report = useLicenseReport();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const rawKind = params.get("kind");
  const kind = isKindFilter(rawKind) ? rawKind : "all";
  const entries = report.data?.entries ?? [];
  const results = filterEntries(entries, query, kind);

  const update = (key: string, value: string, empty: string) => {
    const next = new URLSearchParams(params);
    if (value === empty) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{LICENSES_WORDS.heading}</h1>
      <p className="mt-4 text-muted-foreground">{LICENSES_WORDS.intro}</p>
      <SourceSection licenseText={report.data ? report.data.texts[report.data.project.textId] : undefined} />
      <section aria-labelledby="components-heading" className="mt-12">
        <h2 id="components-heading" className="text-2xl font-semibold">
          Third-party components
        </h2>
        {report.isPending ? (
          <div className="mt-8 flex justify-center">
            <Spinner label="Loading the list of licences" />
          </div>
        ) : report.isError ? (
          <p role="alert" className="mt-4 text-destructive">
            The list of licences could not be loaded. {report.error.message}
          </p>
        ) : (
          <>
            <div className="mt-6 flex flex-col gap-4">
              <SearchBox
                label="Search components by name or licence"
                placeholder="Search by name or licence..."
                value={query}
                onChange={(value) => update("q", value, "")}
              />
              <FilterButtons
                label="Filter by kind"
                filters={KIND_FILTERS}
                selected={kind}
                onSelect={(id) => update("kind", id, "all")}
                className="flex flex-wrap gap-2"
              />
            </div>
            <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
              {results.length === entries.length
                ? `${entries.length} components`
                : `${results.length} of ${entries.length} components`}
            </p>
            {results.length > 0 ? (
              <ul className="mt-4 space-y-3">
                {results.map((entry) => (
                  <li key={`${entry.kind}:${entry.name}:${entry.version ?? ""}:${entry.partOf ?? ""}`}>
                    <LicenseEntryItem entry={entry} texts={report.data.texts} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-12 flex flex-col items-center text-center">
                <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="mt-4 text-lg font-semibold">No components found</p>
                <p className="mt-1 text-muted-foreground">Try another name or licence</p>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
