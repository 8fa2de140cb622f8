import { Dialog as DialogPrimitive } from "radix-ui";
import { MenuDrawerContent } from "@/components/ui/menu-drawer";
import { SidebarNav } from "./sidebar-nav.tsx";

/** The sidebar on phones and tablets (below 1024 px): a drawer from the left that closes on navigation. */
export function SidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <MenuDrawerContent
        hiddenFrom="lg"
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 border-r bg-background p-4 shadow-xl"
        data-testid="sidebar-drawer"
      >
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </MenuDrawerContent>
    </DialogPrimitive.Root>
  );
}
