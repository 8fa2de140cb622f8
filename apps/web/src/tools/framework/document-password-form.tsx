import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

interface DocumentPasswordFormProps {
  /** The last password given did not open the file (the card's error says so). */
  wrong: boolean;
  /** The button's words: "Compress" before a first try, "Try again" after one. */
  action: string;
  onSubmit(password: string): void;
}

/**
 * The password of a PDF that needs one, on its card (the PDF compressor) or in the list of failed
 * files (the bulk compressor): a labelled password field and a button that tries again (Enter does too). The typed text stays in this form until it is submitted; then it
 * lives only in the file's options in memory. After a failed try, the card moves focus back here
 * (data-focus-after), so a keyboard user can type again straight away.
 */
export function DocumentPasswordForm({ wrong, action, onSubmit }: DocumentPasswordFormProps) {
  const [password, setPassword] = useState("");
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      className="space-y-1.5 rounded-md border border-primary/40 bg-primary/5 p-2"
      data-testid="password-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== "") onSubmit(password);
      }}
    >
      <label htmlFor={inputId} className="flex items-center gap-1 text-xs font-medium">
        <KeyRound className="size-3.5" aria-hidden="true" /> PDF password
      </label>
      <div className="flex gap-1.5">
        <Input
          id={inputId}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={wrong || undefined}
          aria-describedby={hintId}
          data-focus-after="error"
          className="h-8 min-w-0 flex-1 text-xs aria-[invalid=true]:border-destructive"
        />
        <Button type="submit" size="sm" disabled={password === ""}>
          {action}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Used only on this device to open the file; never saved or sent.
      </p>
    </form>
  );
}
