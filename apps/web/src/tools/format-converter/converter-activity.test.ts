/** The converter's history line names the format that came out, not the choice made (issue 22, item 10). */
import { describe, expect, it } from "vitest";
import type { ToolResult } from "../framework/file-item.ts";
import { initialConverterSettings } from "./converter-settings.ts";
import { formatConverter } from "./definition.ts";

const result = (format: string, keptOriginal = false) => ({ format, keptOriginal }) as ToolResult;

describe("the converter's activity description", () => {
  it("says which format Auto: smallest delivered, and when the original was kept", () => {
    const settings = initialConverterSettings(null);
    const auto = { format: "auto" as const };
    expect(formatConverter.describe(settings, auto, result("avif"))).toBe("Converted to AVIF (Auto: smallest)");
    expect(formatConverter.describe(settings, auto, result("webp", true))).toBe("Kept the original WebP");
    expect(formatConverter.describe(settings, { format: "png" }, result("png"))).toBe("Converted to PNG");
  });
});
