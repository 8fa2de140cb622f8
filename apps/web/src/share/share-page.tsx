import { useQuery } from "@tanstack/react-query";
import { FileImage, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handOffFiles } from "@/lib/file-handoff";
import { usePageTitle } from "@/lib/use-page-title";
import { ToolIcon } from "@/tools/tool-icon";
import { partialNote, shareChoices, type ShareChoice } from "./share-choices.ts";
import { clearSharedFiles, onLaunchFiles, readSharedFiles, shareableTools } from "./shared-files.ts";

/**
 * Files shared to the installed app, or opened with it, wait here for the person to pick a tool
 * (record 0023). The chosen tool opens with the files it takes already added.
 */
export default function SharePage() {
  usePageTitle("Open shared files");
  const navigate = useNavigate();
  const [launched, setLaunched] = useState<File[] | null>(null);
  useEffect(() => onLaunchFiles(setLaunched), []);
  const stored = useQuery({ queryKey: ["shared-files"], queryFn: readSharedFiles, staleTime: Infinity, gcTime: 0 });
  const tools = useQuery({ queryKey: ["shareable-tools"], queryFn: shareableTools, staleTime: Infinity });

  const files = launched ?? stored.data ?? [];
  const loading = (launched === null && stored.isPending) || tools.isPending;
  const choices = tools.data ? shareChoices(tools.data, files) : [];

  const open = async (choice: ShareChoice<File>) => {
    handOffFiles(choice.path, choice.files);
    await clearSharedFiles();
    await navigate(choice.path);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <Share2 className="size-7 text-primary" aria-hidden="true" /> Open shared files
      </h1>
      {loading ? (
        <div className="mt-10 flex justify-center" data-share-loading>
          <Spinner />
        </div>
      ) : files.length === 0 ? (
        <NothingShared />
      ) : (
        <>
          <p className="mt-3 text-muted-foreground">
            {files.length === 1
              ? "Choose a tool for this file. It stays on your device: nothing is uploaded."
              : `Choose a tool for these ${files.length} files. They stay on your device: nothing is uploaded.`}
          </p>
          <ul aria-label="Shared files" className="mt-6 divide-y rounded-xl border bg-card">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-4 py-3 text-sm">
                <FileImage className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
                <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-xl font-semibold">Open with</h2>
          {choices.length === 0 ? (
            <p className="mt-3 text-muted-foreground">
              No tool takes these files. Squish works with JPEG, PNG, WebP, AVIF, GIF, BMP and HEIC images, and PDFs.
            </p>
          ) : (
            <ul aria-label="Tools for these files" className="mt-4 grid gap-3 sm:grid-cols-2">
              {choices.map((choice) => {
                const note = partialNote(choice, files.length);
                return (
                  <li key={choice.id}>
                    <button
                      type="button"
                      onClick={() => void open(choice)}
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
        </>
      )}
    </div>
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
