import { FileText, History, Inbox, Lightbulb, Mail, Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";
import { usePageTitle } from "@/lib/use-page-title";
import { AnnouncementsSection } from "../announcements/announcements-section.tsx";
import { AuditSection } from "../audit/audit-section.tsx";
import { InboxSection } from "../inbox/inbox-section.tsx";
import { PostsSection } from "../posts/posts-section.tsx";
import { UsersSection } from "../users/users-section.tsx";
import { RequireAdmin } from "./require-admin.tsx";

const SECTIONS = [
  { id: "users", label: "Users", icon: Users },
  { id: "messages", label: "Contact messages", icon: Inbox },
  { id: "requests", label: "Tool requests", icon: Lightbulb },
  { id: "posts", label: "Blog posts", icon: FileText },
  { id: "email", label: "Email members", icon: Mail },
  { id: "audit", label: "Audit log", icon: History },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

const isSection = (value: string | null): value is SectionId => SECTIONS.some((s) => s.id === value);

/**
 * /admin: six sections as tabs, a column on wide screens and a scrolling row on phones. The open
 * section is in the address (?section=posts), so a reload or a link lands on it, and the editor
 * can send an admin back to the posts.
 */
function AdminPanel() {
  usePageTitle("Admin");
  const [params, setParams] = useSearchParams();
  const wanted = params.get("section");
  const section: SectionId = isSection(wanted) ? wanted : "users";
  // The arrow keys follow the layout: up and down in the side column, left and right in the row.
  const wide = useMediaQuery("(min-width: 1024px)");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin</h1>
      <p className="mt-1 text-muted-foreground">
        Users, messages, requests, blog posts, email to members who asked for it, and the record of every change.
      </p>
      <Tabs
        value={section}
        onValueChange={(value) => setParams(value === "users" ? {} : { section: value }, { replace: true })}
        orientation={wide ? "vertical" : "horizontal"}
        className="mt-6 flex flex-col gap-6 lg:flex-row"
      >
        <TabsList
          aria-label="Admin sections"
          className={cn(
            "flex h-auto w-full shrink-0 flex-wrap gap-1 rounded-lg border bg-card p-1.5",
            "lg:sticky lg:top-20 lg:w-56 lg:flex-col lg:flex-nowrap lg:self-start",
          )}
        >
          {SECTIONS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger
              key={id}
              value={id}
              className="h-9 shrink-0 justify-start gap-2 px-3 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground lg:w-full"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          <TabsContent value="users" className="mt-0">
            <UsersSection />
          </TabsContent>
          <TabsContent value="messages" className="mt-0">
            <InboxSection kind="contact-messages" />
          </TabsContent>
          <TabsContent value="requests" className="mt-0">
            <InboxSection kind="tool-requests" />
          </TabsContent>
          <TabsContent value="posts" className="mt-0">
            <PostsSection />
          </TabsContent>
          <TabsContent value="email" className="mt-0">
            <AnnouncementsSection />
          </TabsContent>
          <TabsContent value="audit" className="mt-0">
            <AuditSection />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}

export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}
