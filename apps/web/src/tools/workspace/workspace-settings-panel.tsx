import { useCallback } from "react";
import type { ChainFile } from "@squish/shared/chain";
import { chainNameSchema } from "@squish/shared/chain";
import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { ChainEditor } from "./chain-editor.tsx";
import { chainOrNull, type WorkspaceSettings } from "./chain-settings.ts";
import { ChainTransfer } from "./chain-transfer.tsx";
import { PresetsSection } from "./presets-section.tsx";
import { draftsFromChain } from "./step-adapters.ts";
import { chainProblem } from "./step-adapters.ts";
import { useChainFromLink } from "./use-chain-from-link.ts";

/** The chain editor, its name, presets, and the chain as a file or a link. */
export function WorkspaceSettingsPanel({ settings, onChange, signedIn, items }: SettingsPanelProps<WorkspaceSettings>) {
  const load = useCallback(
    (chain: Pick<ChainFile, "name" | "steps">) => onChange({ name: chain.name, steps: draftsFromChain(chain.steps) }),
    [onChange],
  );
  const linkProblem = useChainFromLink(load);
  const chain = chainOrNull(settings);
  const problem = chainProblem(settings.steps);
  const nameProblem = chainNameSchema.safeParse(settings.name).error?.issues[0]?.message;
  const first = items[0]?.probe;
  const aspect = first?.width && first.height ? first.width / first.height : undefined;
  return (
    <Panel title="Chain" testId="settings-panel">
      <div className="space-y-1">
        <label htmlFor="ws-chain-name" className="text-sm font-medium">
          Chain name
        </label>
        <input
          id="ws-chain-name"
          value={settings.name}
          maxLength={60}
          aria-invalid={nameProblem !== undefined}
          aria-describedby={nameProblem ? "ws-chain-name-problem" : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
          className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        {nameProblem && (
          <p id="ws-chain-name-problem" className="text-xs text-destructive">
            {nameProblem}
          </p>
        )}
      </div>
      {linkProblem && (
        <p role="alert" className="text-xs text-destructive" data-testid="link-problem">
          {linkProblem}
        </p>
      )}
      <ChainEditor steps={settings.steps} onChange={(steps) => onChange({ steps })} aspect={aspect} />
      {problem && settings.steps.length > 0 && (
        <p className="text-xs text-destructive" data-testid="chain-problem">
          {problem}
        </p>
      )}
      <PresetsSection signedIn={signedIn} name={settings.name} chain={nameProblem ? null : chain} onLoad={load} />
      <ChainTransfer name={settings.name} chain={nameProblem ? null : chain} onImport={load} />
    </Panel>
  );
}
