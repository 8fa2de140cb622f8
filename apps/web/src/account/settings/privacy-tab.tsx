import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";
import { downloadMyData } from "./download-my-data.ts";

export function PrivacyTab() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      toast.error("An unexpected error occurred");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-6">
      <div className="flex gap-3 rounded-lg border bg-accent/50 p-4">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm">
          Your images are processed locally in your browser and never leave your device. Your account keeps only file
          names and sizes, to show your statistics and history.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={busy}>
          <Download aria-hidden="true" /> Download My Data
        </Button>
        <DeleteAccountDialog />
      </div>
    </div>
  );
}
