import { BATCH_MODE_THRESHOLD, GUEST_MAX_FILES, MAX_FILE_BYTES, SIGNED_IN_MAX_FILES } from "@squish/shared/limits";
import { Check, Minus } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useContentHead } from "./use-content-head.ts";

type Cell = boolean | string;

/** Every row is a feature that exists today, with what each kind of visitor gets. */
const ROWS: readonly { feature: string; guest: Cell; free: Cell; pro: Cell }[] = [
  {
    feature: "Every tool: JPEG, PNG, WebP, GIF and PDF compression, resize, crop, watermark, convert",
    guest: true,
    free: true,
    pro: true,
  },
  { feature: "Files processed on your device, never uploaded", guest: true, free: true, pro: true },
  {
    feature: "Images in a tool at once",
    guest: String(GUEST_MAX_FILES),
    free: String(SIGNED_IN_MAX_FILES),
    pro: String(SIGNED_IN_MAX_FILES),
  },
  {
    feature: "Largest file",
    guest: `${MAX_FILE_BYTES / 1024 / 1024} MB`,
    free: `${MAX_FILE_BYTES / 1024 / 1024} MB`,
    pro: `${MAX_FILE_BYTES / 1024 / 1024} MB`,
  },
  { feature: "Works offline once installed", guest: true, free: true, pro: true },
  { feature: `Batch mode for ${BATCH_MODE_THRESHOLD} or more JPEGs`, guest: false, free: true, pro: true },
  { feature: "Dashboard with your savings and activity history", guest: false, free: true, pro: true },
  { feature: "Saved default settings", guest: false, free: true, pro: true },
  { feature: "Pinned tools (My tools)", guest: false, free: true, pro: true },
  { feature: "Saved watermark templates", guest: false, free: true, pro: true },
  { feature: "Price", guest: "Free", free: "Free", pro: "Not sold" },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-5 text-primary" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">No</span>
      </>
    );
  return <span className="font-medium">{value}</span>;
}

export default function PricingPage() {
  useContentHead("pricing");
  const whyId = useId();
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Pricing</h1>
      <p className="mt-4 max-w-2xl text-muted-foreground">
        Every tool is free, with or without an account. An account only adds conveniences. There is nothing to pay for.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="plan-free" className="flex flex-col rounded-xl border bg-card p-6">
          <h2 id="plan-free" className="text-2xl font-semibold">
            Free
          </h2>
          <p className="mt-1 text-3xl font-bold">
            $0 <span className="text-base font-normal text-muted-foreground">forever</span>
          </p>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>Every tool, processed on your device</li>
            <li>
              {GUEST_MAX_FILES} images at once as a guest, {SIGNED_IN_MAX_FILES} when signed in
            </li>
            <li>History, saved settings, pinned tools and watermark templates with a free account</li>
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/jpeg-compress">Start compressing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/tools">See all tools</Link>
            </Button>
          </div>
        </section>
        <section aria-labelledby="plan-pro" className="flex flex-col rounded-xl border bg-card p-6">
          <h2 id="plan-pro" className="text-2xl font-semibold">
            Pro
          </h2>
          <p className="mt-1 text-3xl font-bold">Not for sale</p>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>The same tools and limits as a free account</li>
            <li>A Pro badge on the account, set by an administrator</li>
          </ul>
          <div className="mt-6">
            <Button disabled aria-describedby={whyId}>
              Upgrade Plan
            </Button>
            <p id={whyId} className="mt-3 text-sm text-muted-foreground" data-upgrade-why>
              Upgrading is not possible: Squish takes no payments. Pro is a label an administrator can give an account,
              and it unlocks nothing extra today.
            </p>
          </div>
        </section>
      </div>
      <section aria-labelledby="compare" className="mt-14">
        <h2 id="compare" className="text-2xl font-semibold">
          Compare, feature by feature
        </h2>
        <div className="relative mt-4 overflow-x-auto rounded-xl border">
          {/* Fixed column widths: a browser that paints the page before the last rows have arrived
              (a slow phone) would otherwise widen a column when they do, and move the whole table. */}
          <table className="w-full table-fixed text-sm" data-pricing-table>
            <caption className="sr-only">What guests, free accounts and Pro accounts get</caption>
            <colgroup>
              <col className="w-2/5" />
              <col className="w-1/5" />
              <col className="w-1/5" />
              <col className="w-1/5" />
            </colgroup>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-2 sm:p-3 text-left font-semibold">
                  Feature
                </th>
                <th scope="col" className="p-2 sm:p-3 text-center font-semibold">
                  Free, as a guest
                </th>
                <th scope="col" className="p-2 sm:p-3 text-center font-semibold">
                  Free, signed in
                </th>
                <th scope="col" className="p-2 sm:p-3 text-center font-semibold">
                  Pro
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.feature} className="border-t">
                  <th scope="row" className="p-2 sm:p-3 text-left font-normal">
                    {row.feature}
                  </th>
                  <td className="p-2 sm:p-3 text-center">
                    <CellValue value={row.guest} />
                  </td>
                  <td className="p-2 sm:p-3 text-center">
                    <CellValue value={row.free} />
                  </td>
                  <td className="p-2 sm:p-3 text-center">
                    <CellValue value={row.pro} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
