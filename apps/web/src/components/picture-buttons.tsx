/**
 * Choose, change or remove the one picture a form keeps (a member's picture, a post's link
 * preview): a hidden file input opened by a button, so the control reads as a button to everyone,
 * and Remove once there is a picture. Both wait while one is being saved or the device is offline.
 */
import { ImageUp, Trash2 } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";

interface PictureButtonsProps {
  /** Whether a picture is chosen now (Change and Remove, rather than Choose). */
  chosen: boolean;
  /** The choose button's words while the chosen file is being made and saved; null when idle. */
  saving: string | null;
  disabled: boolean;
  /** The id of the sentence that says what happens to the picture. */
  describedBy: string;
  inputTestId: string;
  onFile(file: File): void;
  onRemove(): void;
}

export function PictureButtons({
  chosen,
  saving,
  disabled,
  describedBy,
  inputTestId,
  onFile,
  onRemove,
}: PictureButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is still a change.
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*,.heic,.heif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
        data-testid={inputTestId}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        {saving ?? (chosen ? "Change picture" : "Choose picture")}
      </Button>
      {chosen && (
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      )}
    </div>
  );
}
