/**
 * Email to members who asked for it (their "Product updates" or "Marketing communications"
 * switch): a subject and a plain message, sent after a confirmation that names how many it
 * reaches. Each email ends with a one-click link that switches the topic off (server:
 * admin/announcements.ts).
 */
import { ANNOUNCEMENT_TOPICS, type AnnouncementAudience, type AnnouncementTopic } from "@squish/shared/announcements";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { FormField } from "@/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { ADMIN_KEY } from "../data/admin-queries.ts";
import { ConfirmDialog, type ConfirmRequest } from "../shell/confirm-dialog.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";

const AUDIENCE_KEY = [...ADMIN_KEY, "announcement-audience"] as const;
const TOPICS = Object.entries(ANNOUNCEMENT_TOPICS) as [AnnouncementTopic, { label: string }][];
const members = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

export function AnnouncementsSection() {
  const client = useQueryClient();
  const online = useOnline();
  const audience = useQuery({
    queryKey: AUDIENCE_KEY,
    queryFn: async () => readJson<AnnouncementAudience>(await api.admin.announcements.audience.$get()),
  });
  const [topic, setTopic] = useState<AnnouncementTopic>("product_updates");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const reach = audience.data?.[topic];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const label = ANNOUNCEMENT_TOPICS[topic].label;
    setRequest({
      title: "Send this email?",
      description: `“${subject.trim()}” goes to ${members(reach ?? 0)} who switched “${label}” on. It cannot be called back.`,
      confirm: "Send email",
      destructive: false,
      run: async () => {
        const { sent } = await readJson<{ sent: number }>(
          await api.admin.announcements.$post({ json: { topic, subject, body } }),
        );
        toast.success("Email sent", { description: `Sent to ${members(sent)}.` });
        setSubject("");
        setBody("");
        await client.invalidateQueries({ queryKey: ADMIN_KEY });
      },
    });
  };

  return (
    <section aria-labelledby="announcements-heading">
      <SectionHeading
        id="announcements-heading"
        title="Email members"
        intro="Only to members who switched the topic on in their settings; each email has a one-click way to stop them."
      />
      <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-label="Email members">
        <NeedsNetwork action="Sending an email" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Topic</legend>
          {TOPICS.map(([id, { label }]) => (
            <label key={id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="announcement-topic"
                value={id}
                checked={topic === id}
                onChange={() => setTopic(id)}
                className="accent-primary"
              />
              {label}
              <span className="text-muted-foreground">
                ({audience.data ? `${members(audience.data[id])} want these` : "counting…"})
              </span>
            </label>
          ))}
        </fieldset>
        <FormField id="announcement-subject" label="Subject">
          <Input
            id="announcement-subject"
            value={subject}
            maxLength={120}
            required
            minLength={3}
            onChange={(e) => setSubject(e.target.value)}
          />
        </FormField>
        <FormField id="announcement-body" label="Message" hint="Plain text; a blank line starts a new paragraph.">
          <textarea
            id="announcement-body"
            value={body}
            rows={8}
            maxLength={5000}
            required
            minLength={10}
            aria-describedby="announcement-body-hint"
            onChange={(e) => setBody(e.target.value)}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
        </FormField>
        <div>
          <Button type="submit" disabled={!online || !reach || subject.trim().length < 3 || body.trim().length < 10}>
            <Send aria-hidden="true" />
            {reach === undefined ? "Send" : `Send to ${members(reach)}`}
          </Button>
        </div>
      </form>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
