import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

export interface ConfirmRequest {
  title: string;
  description: string;
  confirm: string;
  destructive: boolean;
  /** Runs the change; a thrown error's message is shown in the dialog, which stays open. */
  run(): Promise<void>;
}

/**
 * Every admin change goes through this dialog. Radix moves focus into it (to Cancel, the safe
 * choice), keeps it there and returns it to the button that opened it. A refusal from the server
 * is read out (role="alert") in the server's own words, and the dialog stays open so nothing is
 * lost.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  // A new request clears the previous one's error (adjusting state during render, not in an effect).
  if (request !== shown) {
    setShown(request);
    setError(null);
  }

  async function confirm() {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      await request.run();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : "The change could not be made.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        data-testid="confirm-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>("[data-cancel]")?.focus();
        }}
      >
        <DialogTitle>{request?.title}</DialogTitle>
        <DialogDescription className="text-base text-foreground">{request?.description}</DialogDescription>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" data-cancel onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={request?.destructive ? "destructive" : "default"}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy && <Spinner className="text-current" label="Working" />}
            {request?.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
