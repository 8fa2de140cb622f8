import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type FrameImageProps = Omit<ComponentProps<"img">, "alt"> & { alt: string };

/**
 * An image filling its frame. Every side of a comparison fills the same frame, so an image with
 * fewer pixels (a resized result) is shown at the same size as the original and details line up.
 * Not draggable and not a pointer target, so drags reach the stage for panning.
 */
export function FrameImage({ className, alt, ...props }: FrameImageProps) {
  return (
    <img
      alt={alt}
      draggable={false}
      decoding="async"
      className={cn("pointer-events-none absolute inset-0 size-full select-none object-contain", className)}
      {...props}
    />
  );
}
