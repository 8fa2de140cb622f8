import { toolRequestSchema } from "@squish/shared/inbox";
import { Link } from "react-router";
import { api } from "@/api/api-client";
import { MessageForm, type MessageField } from "./message-form.tsx";
import { useContentHead } from "./use-content-head.ts";

const FIELDS: readonly MessageField[] = [
  { name: "toolName", label: "Tool name", kind: "text", hint: "For example: HEIC to JPEG batch converter." },
  {
    name: "description",
    label: "What should it do?",
    kind: "textarea",
    hint: "A sentence or two: at least 10 characters.",
  },
  {
    name: "email",
    label: "Email",
    kind: "email",
    autoComplete: "email",
    optional: true,
    hint: "Only if you would like us to be able to reply.",
  },
];

export default function RequestToolPage() {
  useContentHead("request-tool");
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Request a tool</h1>
      <p className="mt-4 text-muted-foreground">
        Missing an image tool? Tell us what it should do. We read every request. See what already exists on the{" "}
        <Link to="/tools" className="font-medium text-primary underline underline-offset-4">
          All tools
        </Link>{" "}
        page.
      </p>
      <div className="mt-8">
        <MessageForm
          label="Tool request form"
          fields={FIELDS}
          schema={toolRequestSchema}
          submitLabel="Send request"
          send={(json) => api["tool-requests"].$post({ json: json as { toolName: string; description: string } })}
          successTitle="Request sent"
          successText="Thank you. Your idea is on our list."
        />
      </div>
    </div>
  );
}
