/** "Pro" when the stored plan is pro in any case, otherwise "Free". */
export function planLabel(plan: string | null | undefined): "Pro" | "Free" {
  return plan?.trim().toLowerCase() === "pro" ? "Pro" : "Free";
}
