import { BULK_MAX_FILES, GUEST_MAX_FILES, MAX_FILE_BYTES, SIGNED_IN_MAX_FILES } from "@squish/shared/limits";

/** Facts, not boasts: each tile is a limit or property the product enforces. */
const STATS = [
  { value: "0 bytes", label: "of your images uploaded" },
  { value: `${MAX_FILE_BYTES / 1024 / 1024} MB`, label: "per file" },
  { value: `${GUEST_MAX_FILES} / ${SIGNED_IN_MAX_FILES}`, label: "images at once, guest / signed in" },
  { value: `${BULK_MAX_FILES}`, label: "images per bulk batch" },
];

export function HomeStats() {
  return (
    <section aria-label="Squish in numbers" className="relative z-10 mx-auto -mt-10 max-w-5xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl border bg-card p-5 text-center shadow-sm">
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-2xl font-bold text-primary sm:text-3xl">{stat.value}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
