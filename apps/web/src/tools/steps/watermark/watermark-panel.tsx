import { WATERMARK_FONTS, type FontId } from "@squish/engine";
import { RangeSetting } from "../../framework/range-setting.tsx";
import { SelectSetting } from "../../framework/select-setting.tsx";
import { ChoiceButtons } from "../fields/choice-buttons.tsx";
import { ColorField } from "../fields/color-field.tsx";
import { ToggleField } from "../fields/toggle-field.tsx";
import { LogoField } from "./logo-field.tsx";
import { PositionPicker } from "./position-picker.tsx";
import type { Logo, WatermarkSettings } from "./watermark-options.ts";

interface WatermarkPanelProps {
  value: WatermarkSettings;
  onChange(next: Partial<WatermarkSettings>): void;
  onLogo(logo: Logo | null): void;
  /** Ids are made from it (default "watermark"), so two panels on one page (a chain's) stay apart. */
  idPrefix?: string;
  /**
   * A workspace chain's mark: text only (a chain is JSON that can be shared, and a logo is a
   * picture, which never leaves the device) and no preview to drag it on.
   */
  inChain?: boolean;
}

/** Text or logo, how it looks, and where it goes. */
export function WatermarkPanel({
  value,
  onChange,
  onLogo,
  idPrefix = "watermark",
  inChain = false,
}: WatermarkPanelProps) {
  return (
    <div className="space-y-4">
      {!inChain && (
        <ChoiceButtons<"text" | "image">
          label="Watermark"
          value={value.kind}
          options={[
            { value: "text", label: "Text" },
            { value: "image", label: "Logo" },
          ]}
          onChange={(kind) => onChange({ kind })}
          columns={2}
        />
      )}
      {value.kind === "text" || inChain ? (
        <>
          <div className="space-y-1.5">
            <label htmlFor={`${idPrefix}-text`} className="text-sm font-medium">
              Text
            </label>
            <textarea
              id={`${idPrefix}-text`}
              rows={2}
              maxLength={200}
              value={value.text}
              onChange={(event) => onChange({ text: event.target.value })}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
          <SelectSetting<FontId>
            id={`${idPrefix}-font`}
            label="Font"
            value={value.font}
            options={WATERMARK_FONTS.map((font) => ({ value: font.id, label: font.label }))}
            onChange={(font) => onChange({ font })}
          />
          <RangeSetting
            id={`${idPrefix}-size`}
            label="Size"
            value={value.size}
            min={1}
            max={30}
            step={0.5}
            valueText={`${value.size}% of the picture`}
            onChange={(size) => onChange({ size })}
          />
          <ColorField
            id={`${idPrefix}-color`}
            label="Colour"
            value={value.color}
            onChange={(color) => onChange({ color })}
          />
          <ToggleField
            id={`${idPrefix}-outline`}
            label="Outline"
            checked={value.outline}
            onChange={(outline) => onChange({ outline })}
          />
          {value.outline && (
            <ColorField
              id={`${idPrefix}-outline-color`}
              label="Outline colour"
              value={value.outlineColor}
              onChange={(outlineColor) => onChange({ outlineColor })}
            />
          )}
          <ToggleField
            id={`${idPrefix}-shadow`}
            label="Shadow"
            checked={value.shadow}
            onChange={(shadow) => onChange({ shadow })}
          />
        </>
      ) : (
        <>
          <LogoField logo={value.logo} onLogo={onLogo} />
          <RangeSetting
            id={`${idPrefix}-logo-size`}
            label="Logo width"
            value={value.logoSize}
            min={2}
            max={80}
            step={1}
            valueText={`${value.logoSize}% of the picture`}
            onChange={(logoSize) => onChange({ logoSize })}
          />
        </>
      )}
      <RangeSetting
        id={`${idPrefix}-opacity`}
        label="Opacity"
        value={value.opacity}
        min={5}
        max={100}
        step={5}
        valueText={`${value.opacity}%`}
        onChange={(opacity) => onChange({ opacity })}
      />
      <RangeSetting
        id={`${idPrefix}-rotation`}
        label="Rotation"
        value={value.rotation}
        min={-90}
        max={90}
        step={5}
        valueText={`${value.rotation}°`}
        onChange={(rotation) => onChange({ rotation })}
      />
      <PositionPicker value={value.position} onChange={(position) => onChange({ position })} draggable={!inChain} />
      {value.position !== "tiled" && value.position !== "custom" && (
        <RangeSetting
          id={`${idPrefix}-margin`}
          label="Margin"
          value={value.margin}
          min={0}
          max={15}
          step={0.5}
          valueText={`${value.margin}%`}
          onChange={(margin) => onChange({ margin })}
        />
      )}
    </div>
  );
}
