import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { CheckCircle2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { FormField } from "@/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { fieldErrors, formValues, refusalFrom, type Checkable, type FieldErrors } from "./form-errors.ts";

export interface MessageField {
  name: string;
  label: string;
  kind: "text" | "email" | "textarea";
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
}

interface MessageFormProps {
  label: string;
  fields: readonly MessageField[];
  schema: Checkable;
  submitLabel: string;
  /** Sends the checked values; resolves to the server's response. */
  send: (values: Record<string, string>) => Promise<Response>;
  successTitle: string;
  successText: string;
}

/**
 * A form on one of the public endpoints: labelled fields, the shared schema's message under each
 * field, the server's refusal as a sentence (what was typed stays), and a success state.
 */
export function MessageForm({ label, fields, schema, submitLabel, send, successTitle, successText }: MessageFormProps) {
  const formId = useId();
  const empty = () => Object.fromEntries(fields.map((f) => [f.name, ""]));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const focusFirstError = (errs: FieldErrors) => {
    const first = fields.find((f) => errs[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const payload = formValues(
      values,
      fields.filter((f) => f.optional).map((f) => f.name),
    );
    const local = fieldErrors(schema, payload);
    if (local) {
      setErrors(local);
      focusFirstError(local);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await send(payload);
      if (response.ok) {
        setSent(true);
        setValues(empty());
        requestAnimationFrame(() => successRef.current?.focus());
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const refusal = refusalFrom(response.status, body);
      if (refusal.kind === "fields") {
        setErrors(refusal.errors);
        focusFirstError(refusal.errors);
      } else setProblem(refusal.message);
    } catch {
      setProblem("Your message could not be sent: the connection failed. Please try again.");
    } finally {
      setSending(false);
    }
  };

  const online = useOnline();
  if (sent) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border bg-card p-6 outline-none"
        data-form-success
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" /> {successTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{successText}</p>
        <Button className="mt-4" variant="outline" onClick={() => setSent(false)}>
          Send another
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="grid gap-5 rounded-xl border bg-card p-6"
    >
      <NeedsNetwork action="Sending a message" />
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = errors[field.name];
        const describedBy = [error ? `${id}-error` : "", field.hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
        const common = {
          id,
          name: field.name,
          value: values[field.name] ?? "",
          autoComplete: field.autoComplete,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          "aria-required": field.optional ? undefined : true,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
        };
        return (
          <FormField
            key={field.name}
            id={id}
            label={field.optional ? `${field.label} (optional)` : field.label}
            hint={field.hint}
          >
            {field.kind === "textarea" ? (
              <textarea
                {...common}
                rows={6}
                className={cn(
                  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  error && "border-destructive",
                )}
              />
            ) : (
              <Input {...common} type={field.kind} className={cn(error && "border-destructive")} />
            )}
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-field-error={field.name}>
                {error}
              </p>
            )}
          </FormField>
        );
      })}
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
          data-form-problem
        >
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={sending || !online}>
          {sending ? "Sending…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
