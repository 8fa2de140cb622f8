import { RangeSetting } from "../../framework/range-setting.tsx";

interface CardQualitySliderProps {
  id: string;
  range: { min: number; max: number; step: number };
  /** The quality the file gets without Smart: its own, or the panel's. */
  fixed: number;
  /** Whether Smart chooses this file's quality. */
  smart: boolean;
  /** The quality Smart chose, once the file is done. */
  chosen: number | undefined;
  /** How a fixed quality reads beside the label. */
  fixedText(quality: number): string;
  onChange(quality: number): void;
}

/**
 * A file card's own quality (the JPEG and WebP compressors): the fixed quality, or with Smart the
 * one Smart chose once known; moving it gives the file a fixed quality of its own.
 */
export function CardQualitySlider({ id, range, fixed, smart, chosen, fixedText, onChange }: CardQualitySliderProps) {
  const quality = smart && chosen !== undefined ? chosen : fixed;
  return (
    <RangeSetting
      id={id}
      label="Quality"
      value={quality}
      {...range}
      // Whole steps while it shows a quality off the grid (Smart's choice, then the person's from it).
      step={(quality - range.min) % range.step === 0 ? range.step : 1}
      valueText={smart ? (chosen !== undefined ? `${quality} (smart)` : "Smart") : fixedText(quality)}
      onChange={onChange}
      className="space-y-1 text-xs"
    />
  );
}
