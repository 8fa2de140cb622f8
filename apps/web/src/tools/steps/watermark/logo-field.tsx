import { ImagePlus, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import type { Logo } from "./watermark-options.ts";

const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"];

/** Choosing the logo: a PNG (transparency looks best), JPEG or WebP from this device. */
export function LogoField({ logo, onLogo }: { logo: Logo | null; onLogo(logo: Logo | null): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">Logo</p>
      <input
        ref={input}
        type="file"
        accept={LOGO_TYPES.join(",")}
        className="sr-only"
        aria-label="Choose a logo"
        data-testid="logo-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          onLogo({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
        }}
      />
      {logo ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate" data-testid="logo-name">
            {logo.name}
          </span>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            Change
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            onClick={() => onLogo(null)}
            aria-label="Remove the logo"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" /> Choose a logo
        </Button>
      )}
      <p className="text-xs text-muted-foreground">PNG, JPEG or WebP. It stays on this device, never uploaded.</p>
    </div>
  );
}
