/** /api/watermark-templates: the saved settings contract with a watermark's text settings. */
import {
  MAX_WATERMARK_TEMPLATES,
  watermarkTemplateKind,
  type WatermarkTemplateSettings,
} from "@squish/shared/watermark-templates";
import { describeSavedSettingsRoutes } from "../test-support/saved-settings-contract.ts";

/** Every setting, with fractions and mixed-case colours that must come back exactly as sent. */
const settings: WatermarkTemplateSettings = {
  text: "© Ada Lovelace — 2026",
  font: "display",
  size: 12.75,
  color: "#Ff8800",
  opacity: 37.5,
  rotation: -33.3,
  outline: true,
  outlineColor: "#0a0B0c",
  shadow: true,
  position: "custom",
  x: 0.125,
  y: 0.875,
  margin: 2.5,
};

describeSavedSettingsRoutes({
  kind: watermarkTemplateKind,
  title: "watermark templates",
  word: { one: "template", many: "templates" },
  prefix: "wm",
  value: settings,
  other: { ...settings, text: "DRAFT", position: "tiled" },
  replacement: { ...settings, font: "mono", outline: false, position: "top-left" },
  max: MAX_WATERMARK_TEMPLATES,
  messages: {
    notFound: "No such watermark template.",
    nameTaken: "You already have a watermark template with this name. Please choose another name.",
    limitReached: `You can keep up to ${MAX_WATERMARK_TEMPLATES} watermark templates. Delete one to save another.`,
    nothingToChange: "Nothing to change: send a new name, new settings or both",
  },
  invalid: [
    ["a bad colour", { name: "A", settings: { ...settings, color: "orange" } }, /^settings\.color: /],
    ["a bad outline colour", { name: "A", settings: { ...settings, outlineColor: "#12345" } }, /outline colour/],
    ["an unknown font", { name: "A", settings: { ...settings, font: "comic" } }, /font must be one of/],
    ["an empty name", { name: "   ", settings }, /^name: Give the template a name/],
    ["a long name", { name: "n".repeat(61), settings }, /^name: /],
    ["empty text", { name: "A", settings: { ...settings, text: " " } }, /watermark text is required/],
    ["a size out of range", { name: "A", settings: { ...settings, size: 80 } }, /Size must be between 1 and 50/],
    ["an unknown field", { name: "A", settings, userId: "someone-else" }, /Unknown or read-only field: userId/],
    [
      "an unknown setting",
      { name: "A", settings: { ...settings, logo: "data:image/png;base64,AAAA" } },
      /Unknown or read-only field: logo/,
    ],
    ["no settings", { name: "A" }, /^settings: /],
  ],
  badUpdates: [
    {},
    { name: "" },
    { settings: { ...settings, color: "#zzzzzz" } },
    { settings: { text: "only part" } },
    { name: "X", id: "other" },
    { name: "X", user_id: "other" },
  ],
  inTheApp: { exportKey: "watermarkTemplates" },
});
