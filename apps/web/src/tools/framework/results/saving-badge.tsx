/**
 * The saving on a result's card ("-42%"), in green. Its text is a shade darker than the green the
 * site uses elsewhere: on its own pale green pill, the lighter one measured 4.49:1, under the 4.5:1
 * that small text needs (axe, issue 28).
 */
export function SavingBadge({ percent }: { percent: number }) {
  return (
    <span className="rounded-full bg-emerald-600/15 px-2 py-0.5 font-semibold text-emerald-800 dark:text-emerald-300">
      -{percent}%
    </span>
  );
}

/**
 * A result bigger than its original (a new format, a watermark on a tiny animation): "69% larger",
 * in amber, never a negative saving. `percent` is the saving, negative here.
 */
export function GrewBadge({ percent }: { percent: number }) {
  return (
    <span
      className="rounded-full bg-amber-500/15 px-2 py-0.5 font-semibold text-amber-800 dark:text-amber-200"
      data-testid="grew"
    >
      {-percent}% larger
    </span>
  );
}
