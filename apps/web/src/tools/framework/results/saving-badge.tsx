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
