import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { TextWatermarkSettings } from "@squish/shared/steps/watermark";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { watermarkTemplateKind } from "@squish/shared/watermark-templates";
import { api } from "@/api/api-client";
import { useSavedSettings } from "@/api/use-saved-settings";

interface TemplatesPanelProps {
  current: TextWatermarkSettings;
  onApply(text: TextWatermarkSettings): void;
}

/** Saved text watermarks: apply one, save the current settings under a name, or delete one. */
export function TemplatesPanel({ current, onApply }: TemplatesPanelProps) {
  const { list, save, remove } = useSavedSettings(watermarkTemplateKind, api[watermarkTemplateKind.path]);
  const [name, setName] = useState("");
  const templates = list.data ?? [];
  const problem = save.error ?? remove.error ?? list.error;
  const online = useOnline();
  return (
    <section className="space-y-2 border-t pt-3" aria-labelledby="templates-heading" data-testid="watermark-templates">
      <h3 id="templates-heading" className="text-sm font-medium">
        Your templates
      </h3>
      {templates.length === 0 && !list.isPending && (
        <p className="text-xs text-muted-foreground">Save this text watermark to use it again on any device.</p>
      )}
      <ul className="space-y-1">
        {templates.map((template) => (
          <li key={template.id} className="flex items-center gap-2 text-sm">
            <button
              type="button"
              className="min-w-0 flex-1 truncate rounded text-left hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => onApply(template.settings)}
            >
              {template.name}
            </button>
            <Button
              size="icon"
              variant="ghost"
              className="size-7"
              aria-label={`Delete template ${template.name}`}
              onClick={() => remove.mutate(template.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === "") return;
          save.mutate({ name: name.trim(), settings: current }, { onSuccess: () => setName("") });
        }}
      >
        <NeedsNetwork action="Saving a template" />
        <Input
          aria-label="Template name"
          placeholder="Template name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          className="h-9"
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending || name.trim() === "" || !online}>
          Save
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem.message}
        </p>
      )}
    </section>
  );
}
