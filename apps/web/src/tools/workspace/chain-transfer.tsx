import { Download, Link2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { parseChainFile, type ChainFile, type ChainStep } from "@squish/shared/chain";
import { Button } from "@/components/ui/button";
import { saveBlob } from "../framework/download.ts";
import { chainFile, exportFileName, shareLink } from "./chain-file.ts";

interface ChainTransferProps {
  name: string;
  chain: ChainStep[] | null;
  onImport(chain: ChainFile): void;
}

/**
 * The chain as a file (export, import) and as a link. A bad file changes nothing and says why;
 * the link carries the chain in its hash, so it never reaches any server, and never a picture.
 */
export function ChainTransfer({ name, chain, onImport }: ChainTransferProps) {
  const input = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const linkId = useId();

  const exportChain = () => {
    if (!chain) return;
    const json = `${JSON.stringify(chainFile(name, chain), null, 2)}\n`;
    saveBlob(new Blob([json], { type: "application/json" }), exportFileName(name));
  };

  const importFile = async (file: File) => {
    const parsed = parseChainFile(await file.text());
    if (!parsed.ok) {
      setProblem(`${file.name}: ${parsed.error}.`);
      toast.error("Import Failed", { description: `${parsed.error}. Your chain was not changed.` });
      return;
    }
    setProblem(null);
    onImport(parsed.chain);
    toast.success("Chain Imported", { description: `"${parsed.chain.name}", ${parsed.chain.steps.length} steps.` });
  };

  const copyLink = async () => {
    if (!chain) return;
    const url = shareLink(window.location.origin, chainFile(name, chain));
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link Copied", { description: "It carries the chain's steps, never your images." });
    } catch {
      // No clipboard (permissions, an old browser): the link is shown below to copy by hand.
      toast("Copy the link below", { description: "It carries the chain's steps, never your images." });
    }
  };

  return (
    <section className="space-y-2 border-t pt-3" aria-labelledby={`${linkId}-heading`} data-testid="chain-transfer">
      <h3 id={`${linkId}-heading`} className="text-sm font-medium">
        Share and back up
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <Button size="sm" variant="outline" onClick={exportChain} disabled={!chain}>
          <Download aria-hidden="true" />
          Export JSON
        </Button>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          Import JSON
        </Button>
        <Button size="sm" variant="outline" className="col-span-2" onClick={() => void copyLink()} disabled={!chain}>
          <Link2 aria-hidden="true" />
          Copy share link
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Import a chain file"
        data-testid="chain-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void importFile(file);
        }}
      />
      {link && (
        <div className="space-y-1">
          <label htmlFor={linkId} className="text-xs font-medium">
            Share link
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="h-8 w-full rounded-md border border-input bg-muted px-2 font-mono text-xs focus-visible:outline-2 focus-visible:outline-ring"
            data-testid="share-link"
          />
        </div>
      )}
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
