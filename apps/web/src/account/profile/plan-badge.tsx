import { planLabel } from "@squish/shared/plan-label";
import { cn } from "@/lib/cn";

/** The plan as a badge: Pro when the stored plan is pro in any case, else Free (spec section 1). */
export function PlanBadge({ plan }: { plan: string }) {
  const label = planLabel(plan);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        label === "Pro" ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
      )}
      data-testid="plan-badge"
    >
      {label} plan
    </span>
  );
}
