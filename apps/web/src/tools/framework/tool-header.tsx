import { ShieldCheck } from "lucide-react";
import { GUEST_MAX_FILES, SIGNED_IN_MAX_FILES } from "@squish/shared/limits";
import type { ToolLimits, ToolTexts } from "./tool-definition.ts";

interface ToolHeaderProps {
  texts: ToolTexts;
  signedIn: boolean;
  limit: number;
  limits?: ToolLimits | undefined;
}

/** The tool's headline, what it promises, and its badges (with the guest limit for guests). */
export function ToolHeader({ texts, signedIn, limit, limits }: ToolHeaderProps) {
  const { guest, signedIn: member } = limits ?? { guest: GUEST_MAX_FILES, signedIn: SIGNED_IN_MAX_FILES };
  const unit = texts.unit ?? "images";
  const limitBadge =
    signedIn || guest === member
      ? `Up to ${limit} ${unit} at once`
      : (texts.guestBadge ?? `Guest - Up to ${guest} ${unit} (Login for ${member})`);
  return (
    <header className="space-y-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.headline}</h1>
      <p className="mx-auto max-w-2xl text-muted-foreground">{texts.intro}</p>
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Features">
        {texts.badges.map((badge) => (
          <li key={badge} className="rounded-full border bg-card px-3 py-1 text-xs font-medium">
            {badge}
          </li>
        ))}
        <li className="rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary" data-testid="limit-badge">
          {limitBadge}
        </li>
      </ul>
      <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
        Your {unit} are processed on this device and never uploaded.
      </p>
    </header>
  );
}
