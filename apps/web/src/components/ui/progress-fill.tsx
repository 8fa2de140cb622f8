/**
 * The filled part of a progress track (the track is the element with role="progressbar", which
 * must clip: `overflow-hidden`). The fill slides in instead of growing: a moving transform is the
 * compositor's work alone, where an animated width lays out and repaints the whole page on every
 * frame; with a bar on every card at work, that repainting was the main thread's largest cost in a
 * batch of photos (issue 27).
 */
export function ProgressFill({ value }: { value: number }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className="h-full w-full rounded-full bg-primary transition-transform duration-300"
      style={{ transform: `translateX(${percent - 100}%)` }}
    />
  );
}
