import { FlipHorizontal2, FlipVertical2, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { FileEditorProps } from "../framework/tool-definition.ts";
import { useDisplayImage } from "../framework/use-display-image.ts";
import { CropBox } from "../steps/crop/crop-box.tsx";
import { CropFields } from "../steps/crop/crop-fields.tsx";
import { clampRect, rectForRatio, type Rect } from "../steps/crop/crop-geometry.ts";
import { ratioValue, type CropChoice, type CropFileOptions } from "../steps/crop/crop-options.ts";
import { CropPreview } from "../steps/crop/crop-preview.tsx";
import { RatioPicker } from "../steps/crop/ratio-picker.tsx";
import type { CropperFileOptions, CropperSettings } from "./cropper-settings.ts";

type Turn = CropFileOptions["rotate"];

/** One file's crop: the box on the picture, exact numbers, turns and mirrors, and a live preview. */
export function CropEditor({ item, settings, onSave, onClose }: FileEditorProps<CropperSettings, CropperFileOptions>) {
  const shown = useDisplayImage(item);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95dvh] max-w-5xl overflow-y-auto p-4 sm:p-6" data-testid="crop-editor">
        <DialogTitle>Crop {item.name}</DialogTitle>
        <DialogDescription>
          Drag the box or its handles, or type exact pixels. Arrow keys move the box; Shift moves it faster.
        </DialogDescription>
        {shown.state === "loading" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Opening the picture…
          </p>
        )}
        {shown.state === "failed" && (
          <p role="alert" className="text-sm text-destructive">
            {shown.message}
          </p>
        )}
        {shown.state === "ready" && (
          <CropWorkspace
            image={shown}
            initial={item.options}
            batch={settings.crop}
            onCancel={onClose}
            onSave={(options) => {
              onSave(options);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface WorkspaceProps {
  image: { url: string; width: number; height: number };
  initial: Partial<CropperFileOptions>;
  batch: CropChoice;
  onSave(options: CropperFileOptions): void;
  onCancel(): void;
}

function CropWorkspace({ image, initial, batch, onSave, onCancel }: WorkspaceProps) {
  const size = { width: image.width, height: image.height };
  const [choice, setChoice] = useState<CropChoice>(
    initial.boxRatio && initial.boxRatio !== batch.ratio ? { ...batch, ratio: initial.boxRatio } : batch,
  );
  const ratio = ratioValue(choice);
  const [rect, setRect] = useState<Rect>(() =>
    initial.box
      ? clampRect(
          {
            x: Math.round(initial.box.x * size.width),
            y: Math.round(initial.box.y * size.height),
            width: Math.round(initial.box.width * size.width),
            height: Math.round(initial.box.height * size.height),
          },
          size,
        )
      : rectForRatio(size, ratio),
  );
  const [rotate, setRotate] = useState<Turn>(initial.rotate ?? 0);
  const [flipH, setFlipH] = useState(initial.flipH ?? false);
  const [flipV, setFlipV] = useState(initial.flipV ?? false);
  const turned = rotate === 90 || rotate === 270;
  const output = turned ? { width: rect.height, height: rect.width } : { width: rect.width, height: rect.height };

  const changeChoice = (next: CropChoice) => {
    setChoice(next);
    setRect(rectForRatio(size, ratioValue(next), rect));
  };
  const save = () =>
    onSave({
      box: {
        x: rect.x / size.width,
        y: rect.y / size.height,
        width: rect.width / size.width,
        height: rect.height / size.height,
      },
      boxRatio: choice.ratio,
      rotate,
      flipH,
      flipV,
    });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="@container min-w-0">
        <CropBox imageUrl={image.url} imageSize={size} rect={rect} ratio={ratio} onChange={setRect} />
      </div>
      <div className="space-y-4">
        <RatioPicker idPrefix="editor" value={choice} onChange={changeChoice} />
        <CropFields rect={rect} bounds={size} ratio={ratio} onChange={setRect} />
        <div className="flex flex-wrap gap-1.5">
          <Button size="sm" variant="outline" onClick={() => setRotate(((rotate + 90) % 360) as Turn)}>
            <RotateCw aria-hidden="true" /> Rotate 90°
          </Button>
          <Button size="sm" variant="outline" aria-pressed={flipH} onClick={() => setFlipH(!flipH)}>
            <FlipHorizontal2 aria-hidden="true" /> Flip
          </Button>
          <Button size="sm" variant="outline" aria-pressed={flipV} onClick={() => setFlipV(!flipV)}>
            <FlipVertical2 aria-hidden="true" /> Flip vertically
          </Button>
        </div>
        <CropPreview url={image.url} imageSize={size} rect={rect} rotate={rotate} flipH={flipH} flipV={flipV} />
        <p className="text-sm" data-testid="crop-output-size">
          Result: {output.width} × {output.height} px
        </p>
        <div className="flex gap-2">
          <Button onClick={save}>Save crop</Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
