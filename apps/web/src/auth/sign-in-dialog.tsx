import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/**
 * The sign-in dialog. Accounts (sign-in, sign-up, reset) are not open yet, and the dialog says so
 * plainly rather than showing a form that cannot work.
 */
export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="sign-in-coming-soon">
        <DialogTitle>Welcome Back</DialogTitle>
        <DialogDescription id="sign-in-coming-soon">
          Accounts are coming soon. They will add a dashboard of your savings, your activity history, saved defaults and
          room for 30 images at once.
        </DialogDescription>
        <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          Every tool works without an account, and your images never leave your device.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button asChild>
              <Link to="/tools">Browse the tools</Link>
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
