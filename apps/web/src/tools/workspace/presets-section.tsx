import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import type { ChainPreset, ChainStep } from "@squish/shared/chain";
import { Button } from "@/components/ui/button";
import { describeChain } from "./describe-chain.ts";
import { useWorkspacePresets } from "./use-workspace-presets.ts";

interface PresetsSectionProps {
  signedIn: boolean;
  name: string;
  /** The chain to save, or null while a step cannot run (saved chains always can). */
  chain: ChainStep[] | null;
  onLoad(preset: { name: string; steps: ChainStep[] }): void;
}

/** Named chains: save the current one under its name, load one, delete one. */
export function PresetsSection({ signedIn, name, chain, onLoad }: PresetsSectionProps) {
  const presets = useWorkspacePresets(signedIn);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    if (!chain) return;
    try {
      const saved = await presets.save(name, chain);
      setProblem(null);
      toast.success("Chain Saved", { description: `"${saved.name}" is in your presets.` });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const remove = async (preset: ChainPreset) => {
    try {
      await presets.remove(preset.id);
      setProblem(null);
      toast(`Deleted "${preset.name}"`);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const where =
    presets.where === "account"
      ? "Saved with your account."
      : "Saved in this browser. Sign in to keep them on any device.";
  return (
    <section className="space-y-2 border-t pt-3" aria-labelledby="ws-presets-heading" data-testid="chain-presets">
      <div className="flex items-center justify-between gap-2">
        <h3 id="ws-presets-heading" className="text-sm font-medium">
          Presets
        </h3>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void save()}
          disabled={!chain || presets.busy || name.trim() === ""}
        >
          Save as preset
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{where}</p>
      {presets.presets.length > 0 && (
        <ul className="space-y-1" aria-label="Your presets">
          {presets.presets.map((preset) => (
            <li key={preset.id} className="flex items-center gap-1 text-sm">
              <button
                type="button"
                className="min-w-0 flex-1 rounded px-1 py-0.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Load preset ${preset.name}`}
                onClick={() => {
                  onLoad({ name: preset.name, steps: preset.steps });
                  toast(`Loaded "${preset.name}"`);
                }}
              >
                <span className="block truncate font-medium">{preset.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{describeChain(preset.steps)}</span>
              </button>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={`Delete preset ${preset.name}`}
                onClick={() => void remove(preset)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(problem ?? presets.error) && (
        <p role="alert" className="text-xs text-destructive">
          {problem ?? presets.error}
        </p>
      )}
    </section>
  );
}
