import { contactMessageSchema } from "@squish/shared/inbox";
import { Link } from "react-router";
import { api } from "@/api/api-client";
import { MessageForm, type MessageField } from "./message-form.tsx";
import { useContentHead } from "./use-content-head.ts";

const FIELDS: readonly MessageField[] = [
  { name: "name", label: "Name", kind: "text", autoComplete: "name" },
  { name: "email", label: "Email", kind: "email", autoComplete: "email", hint: "We only use it to answer you." },
  { name: "subject", label: "Subject", kind: "text", optional: true },
  { name: "message", label: "Message", kind: "textarea", hint: "At least 10 characters." },
];

export default function ContactPage() {
  useContentHead("contact");
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Contact us</h1>
      <p className="mt-4 text-muted-foreground">
        A question, a problem, or an idea? Write to us here and we will answer by email. Looking for a new tool? Use the{" "}
        <Link to="/request-tool" className="font-medium text-primary underline underline-offset-4">
          tool request form
        </Link>
        . Many answers are already in the{" "}
        <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
          FAQ
        </Link>
        .
      </p>
      <div className="mt-8">
        <MessageForm
          label="Contact form"
          fields={FIELDS}
          schema={contactMessageSchema}
          submitLabel="Send message"
          send={(json) => api.contact.$post({ json: json as { name: string; email: string; message: string } })}
          successTitle="Message sent"
          successText="Thank you. We read every message and will answer at the email address you gave."
        />
      </div>
    </div>
  );
}
