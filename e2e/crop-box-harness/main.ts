// Renders the crop box over a drawn picture and shows its rect, for e2e/crop-box.e2e.ts.
// Query: ?w=1600&h=1000 (picture size), ?ratio=1.7778 (lock), ?theme=dark.
import { createElement, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { CropBox } from "@/tools/steps/crop/crop-box.tsx";
import { rectForRatio, type Rect } from "../../apps/web/src/tools/steps/crop/crop-geometry.ts";

const params = new URLSearchParams(location.search);
const size = { width: Number(params.get("w") ?? 1600), height: Number(params.get("h") ?? 1000) };
const ratio = params.has("ratio") ? Number(params.get("ratio")) : null;
if (params.get("theme") === "dark") document.documentElement.classList.add("dark");

/** A landscape of sky, sun and hills, with a grid, so crops and the shade are easy to see. */
async function drawPicture(): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext("2d")!;
  const sky = g.createLinearGradient(0, 0, 0, size.height);
  sky.addColorStop(0, "#60a5fa");
  sky.addColorStop(1, "#fde68a");
  g.fillStyle = sky;
  g.fillRect(0, 0, size.width, size.height);
  g.fillStyle = "#f97316";
  g.beginPath();
  g.arc(size.width * 0.7, size.height * 0.35, size.height * 0.12, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#15803d";
  g.beginPath();
  g.moveTo(0, size.height);
  for (let x = 0; x <= size.width; x += 10) g.lineTo(x, size.height * (0.7 + 0.08 * Math.sin(x / (size.width / 9))));
  g.lineTo(size.width, size.height);
  g.fill();
  g.strokeStyle = "rgba(0,0,0,0.15)";
  for (let x = 0; x < size.width; x += 100) g.strokeRect(x, 0, 100, size.height);
  for (let y = 0; y < size.height; y += 100) g.strokeRect(0, y, size.width, 100);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/png"));
  return URL.createObjectURL(blob!);
}

const changes: Rect[] = [];

function Harness({ imageUrl }: { imageUrl: string }) {
  const [rect, setRect] = useState(() => rectForRatio(size, ratio));
  return createElement(
    "div",
    { className: "flex flex-col gap-4" },
    createElement(CropBox, {
      imageUrl,
      imageSize: size,
      rect,
      ratio,
      onChange(next) {
        changes.push(next);
        setRect(next);
      },
    }),
    createElement("pre", { "data-rect": "", className: "text-xs text-muted-foreground" }, JSON.stringify(rect)),
  );
}

void drawPicture().then((imageUrl) => {
  createRoot(document.getElementById("root")!).render(
    createElement(StrictMode, null, createElement(Harness, { imageUrl })),
  );
  Object.assign(window, { cropHarness: { ready: true, changes } });
});
