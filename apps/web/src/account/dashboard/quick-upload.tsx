import { UploadCloud } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { Link, useNavigate } from "react-router";
import { SIGNED_IN_MAX_FILES } from "@squish/shared/limits";
import { Button } from "@/components/ui/button";
import { handOffFiles } from "@/lib/file-handoff";
import { cn } from "@/lib/cn";

const TARGET = "/jpeg-compress";

/** Spec 2.8 with decision 5: a drop box that says 30 files and opens the JPEG compressor with them. */
export function QuickUpload() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const open = (files: FileList | null) => {
    handOffFiles(TARGET, files ? [...files] : []);
    void navigate(TARGET);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    open(event.dataTransfer.files);
  };

  return (
    <section
      aria-labelledby="quick-upload-heading"
      data-testid="quick-upload"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-card p-6 text-center transition-colors",
        over && "border-primary bg-accent",
      )}
    >
      <UploadCloud className="size-10 text-primary" aria-hidden="true" />
      <h2 id="quick-upload-heading" className="text-lg font-semibold">
        Quick upload
      </h2>
      <p className="text-sm text-muted-foreground">
        Drop JPEG images here to compress them: up to {SIGNED_IN_MAX_FILES} files at a time, 10 MB each.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={() => input.current?.click()}>
          Choose images
        </Button>
        <Button asChild variant="outline">
          <Link to={TARGET}>Open JPEG Compressor</Link>
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg"
        multiple
        hidden
        aria-label="Choose images to compress"
        onChange={(event) => open(event.target.files)}
      />
    </section>
  );
}
