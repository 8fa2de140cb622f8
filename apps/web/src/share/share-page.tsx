import { useQuery } from "@tanstack/react-query";
import { FileImage, Share2, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handOffFiles } from "@/lib/file-handoff";
import { usePageTitle } from "@/lib/use-page-title";
import { ToolIcon } from "@/tools/tool-icon";
import { partialNote, shareChoices, type ShareChoice, type ShareableTool } from "./share-choices.ts";
import { shareSetHeading, type ShareSet } from "./share-sets.ts";
import { forgetShareSet, onLaunchFiles, readShareSets, shareableTools } from "./shared-files.ts";

/**
 * Files shared to the installed app, or opened with it, wait here for the person to pick a tool
 * (record 0023). Each share is its own set, kept until the person opens it in a tool or discards
 * it; a new share never replaces one still waiting. Any page on the web can post to the share
 * target and an OS share carries no proof of origin, so every set is shown as received from
 * another app with its arrival time, and nothing is chosen or opened for the person (issue 23).
 */
export default function SharePage() {
  usePageTitle("Open shared files");
  const navigate = useNavigate();
  const [launched, setLaunched] = useState<File[] | null>(null);
  useEffect(() => onLaunchFiles(setLaunched), []);
  const stored = useQuery({ queryKey: ["shared-files"], queryFn: readShareSets, staleTime: Infinity, gcTime: 0 });
  const tools = useQuery({ queryKey: ["shareable-tools"], queryFn: shareableTools, staleTime: Infinity });

  const sets = stored.data ?? [];
  const loading = stored.isPending || tools.isPending;
  // "Today" is the day the page opened; a set's time does not change while it is open.
  const [now] = useState(Date.now);

  const openStored = async (set: ShareSet<File>, choice: ShareChoice<File>) => {
    handOffFiles(choice.path, choice.files);
    await forgetShareSet(set.id);
    await navigate(choice.path);
  };
  const discard = async (set: ShareSet<File>) => {
    await forgetShareSet(set.id);
    await stored.refetch();
  };
  const openLaunched = async (choice: ShareChoice<File>) => {
    handOffFiles(choice.path, choice.files);
    await navigate(choice.path);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <Share2 className="size-7 text-primary" aria-hidden="true" /> Open shared files
      </h1>
      {loading ? (
        // The inbox is read from this browser's storage once the page has started. Until then the
        // usual answer, "nothing waiting", holds its place unseen, so when it comes the page does
        // not jump.
        <div className="relative" data-share-loading>
          <div className="invisible" aria-hidden="true">
            <NothingShared />
          </div>
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        </div>
      ) : (launched?.length ?? 0) === 0 && sets.length === 0 ? (
        <NothingShared />
      ) : (
        <>
          <p className="mt-3 text-muted-foreground">
            Choose a tool for each set of files, or discard it. They stay on your device: nothing is uploaded.
          </p>
          {launched && launched.length > 0 && (
            <FileSet
              id="launched"
              heading="Opened with Squish"
              files={launched}
              tools={tools.data ?? []}
              onOpen={(choice) => void openLaunched(choice)}
              onDiscard={() => setLaunched(null)}
            />
          )}
          {sets.map((set) => (
            <FileSet
              key={set.id}
              id={set.id}
              heading={shareSetHeading(set.receivedAt, now)}
              files={set.files}
              tools={tools.data ?? []}
              onOpen={(choice) => void openStored(set, choice)}
              onDiscard={() => void discard(set)}
            />
          ))}
        </>
      )}
    </div>
  );
}

interface FileSetProps {
  id: string;
  heading: string;
  files: File[];
  tools: ShareableTool[];
  onOpen(choice: ShareChoice<File>): void;
  onDiscard(): void;
}

/** One set of files with the tools that take them; no tool is chosen until the person presses one. */
function FileSet({ id, heading, files, tools, onOpen, onDiscard }: FileSetProps) {
  const headingId = `share-set-${id}`;
  const choices = shareChoices(tools, files);
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border p-4 sm:p-5" data-share-set>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
          <Trash2 aria-hidden="true" /> Discard
        </Button>
      </div>
      <ul aria-label="Shared files" className="mt-4 divide-y rounded-xl border bg-card">
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-4 py-3 text-sm">
            <FileImage className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
            <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">Open with</h3>
      {choices.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          No tool takes {files.length === 1 ? "this file" : "these files"}. Squish works with JPEG, PNG, WebP, AVIF,
          GIF, BMP and HEIC images, and PDFs.
        </p>
      ) : (
        <ul aria-label="Tools for these files" className="mt-4 grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => {
            const note = partialNote(choice, files.length);
            return (
              <li key={choice.id}>
                <button
                  type="button"
                  onClick={() => onOpen(choice)}
                  className="flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <ToolIcon toolId={choice.id} className="size-5 shrink-0 text-primary" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{choice.name}</span>
                    {note && <span className="block text-sm text-muted-foreground">{note}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function NothingShared() {
  return (
    <div className="mt-6 rounded-xl border bg-card p-6">
      <p className="text-muted-foreground">
        There are no shared files waiting. Once Squish is installed, share images or PDFs to it from another app (or
        open them with it) and they appear here, ready for a tool.
      </p>
      <Button asChild className="mt-4">
        <Link to="/tools">Browse all tools</Link>
      </Button>
    </div>
  );
}
