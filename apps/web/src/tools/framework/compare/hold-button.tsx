import { Eye } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";

interface HoldButtonProps {
  label: string;
  held: boolean;
  onHeldChange(held: boolean): void;
}

const isHoldKey = (event: KeyboardEvent) => event.key === " " || event.key === "Enter";

/**
 * Pressed while a pointer or Space/Enter is held down: the quick "flick back" that shows what
 * changed. Every way a hold can end (release, cancel, focus loss) lets go, so it never sticks.
 */
export function HoldButton({ label, held, onHeldChange }: HoldButtonProps) {
  const letGo = () => onHeldChange(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={held}
      onPointerDown={(event) => {
        if (event.pointerType === "mouse" && event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        onHeldChange(true);
      }}
      onPointerUp={letGo}
      onPointerCancel={letGo}
      onLostPointerCapture={letGo}
      onKeyDown={(event) => {
        if (!isHoldKey(event)) return;
        event.preventDefault();
        if (!event.repeat) onHeldChange(true);
      }}
      onKeyUp={(event) => isHoldKey(event) && letGo()}
      onBlur={letGo}
      // A long press on touch would otherwise open the context menu mid-hold.
      onContextMenu={(event) => event.preventDefault()}
      className={cn("touch-none select-none", focusRing)}
    >
      <Eye aria-hidden="true" />
      {label}
    </Button>
  );
}
