/** Colours as people write them (#rgb, #rrggbb) turned into channel values. */
import { EngineError } from "../errors.ts";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHexColor(color: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new EngineError("invalid-job", `"${color}" is not a colour: use #rrggbb, such as #ffffff.`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!;
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
}
