import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** Tailwind needs each class written out whole. */
const HIDDEN_FROM = { md: "md:hidden", lg: "lg:hidden" } as const;

interface MenuDrawerContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The width from which the page shows this menu itself, so the drawer and its overlay are hidden. */
  hiddenFrom: keyof typeof HIDDEN_FROM;
}

/**
 * A menu in a panel over the page, titled "Menu" with a close button: the site's menu and the
 * account sidebar on narrow screens. The caller's classes place the panel on its side.
 */
export function MenuDrawerContent({ hiddenFrom, className, children, ...props }: MenuDrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn("fixed inset-0 z-50 bg-black/50", HIDDEN_FROM[hiddenFrom])} />
      <DialogPrimitive.Content
        className={cn(className, HIDDEN_FROM[hiddenFrom])}
        aria-describedby={undefined}
        {...props}
      >
        <div className="flex items-center justify-between">
          <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
