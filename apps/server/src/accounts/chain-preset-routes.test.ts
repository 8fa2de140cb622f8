/** /api/chain-presets: the saved settings contract with chains, and a chain's own size limits. */
import { MAX_CHAIN_PRESETS, MAX_CHAIN_STEPS, chainPresetKind, type ChainStep } from "@squish/shared/chain";
import { expect, it } from "vitest";
import { describeSavedSettingsRoutes } from "../test-support/saved-settings-contract.ts";

const PATH = "/api/chain-presets";

/** One step of every kind, with fractions that must come back exactly as sent. */
const steps: ChainStep[] = [
  { op: "resize", width: 1600, mode: "fit" },
  { op: "crop", ratio: { width: 16, height: 9 }, focus: { x: 0.25, y: 0.75 } },
  { op: "rotate", degrees: 90 },
  { op: "flip", direction: "horizontal" },
  {
    op: "watermark",
    settings: {
      text: "© Ada — 2026",
      font: "serif",
      size: 12.5,
      color: "#Ff8800",
      opacity: 37.5,
      rotation: -33.3,
      outline: true,
      outlineColor: "#0a0B0c",
      shadow: false,
      position: "bottom-right",
      x: 0.5,
      y: 0.5,
      margin: 2.5,
    },
  },
  { op: "convert", format: "webp" },
  { op: "compress", quality: 80 },
  { op: "metadata", keep: true, keepLocation: false },
  { op: "rename", pattern: "{name}-{width}w" },
];
const small: ChainStep[] = [{ op: "convert", format: "avif" }];

const newSteps: ChainStep[] = [
  { op: "resize", percent: 50 },
  { op: "compress", quality: 60, lossless: true },
];

describeSavedSettingsRoutes(
  {
    kind: chainPresetKind,
    title: "chain presets",
    word: { one: "preset", many: "presets" },
    prefix: "chain",
    value: steps,
    other: small,
    replacement: newSteps,
    max: MAX_CHAIN_PRESETS,
    messages: {
      notFound: "No such saved chain.",
      nameTaken: "You already have a saved chain with this name. Please choose another name.",
      limitReached: `You can keep up to ${MAX_CHAIN_PRESETS} saved chains. Delete one to save another.`,
      nothingToChange: "Nothing to change: send a new name, new steps or both",
    },
    invalid: [
      [
        "a resize without a size",
        { name: "A", steps: [{ op: "resize", mode: "fit" }] },
        /^steps\.0: A resize step needs/,
      ],
      ["an unknown step", { name: "A", steps: [{ op: "sharpen" }] }, /^steps\.0(\.op)?: /],
      ["a bad quality", { name: "A", steps: [{ op: "compress", quality: 101 }] }, /quality must be 1 to 100/],
      ["a bad rotation", { name: "A", steps: [{ op: "rotate", degrees: 45 }] }, /90, 180 or 270 degrees/],
      [
        "an unknown rename token",
        { name: "A", steps: [{ op: "rename", pattern: "{name}-{camera}" }] },
        /^steps\.0\.pattern: A name pattern may use \{name\}/,
      ],
      [
        "too many steps",
        { name: "A", steps: Array.from({ length: MAX_CHAIN_STEPS + 1 }, () => small[0]) },
        new RegExp(`^steps: A chain may have at most ${MAX_CHAIN_STEPS} steps`),
      ],
      ["no steps", { name: "A", steps: [] }, /^steps: A chain needs at least one step/],
      ["an empty name", { name: "   ", steps }, /^name: Give the chain a name/],
      ["a long name", { name: "n".repeat(61), steps }, /^name: A chain name may be at most 60/],
      ["an unknown field", { name: "A", steps, userId: "someone-else" }, /Unknown or read-only field: userId/],
      [
        "a logo in a watermark step",
        {
          name: "A",
          steps: [{ ...steps[4], settings: { ...(steps[4] as { settings: object }).settings, logo: "x" } }],
        },
        /Unknown or read-only field: logo/,
      ],
    ],
    badUpdates: [
      {},
      { name: "" },
      { steps: [] },
      { steps: [{ op: "rename", pattern: "a/b" }] },
      { name: "X", id: "other" },
      { name: "X", user_id: "other" },
    ],
    inTheApp: { exportKey: "chainPresets" },
  },
  {
    more: (h, kind) => {
      it("takes the longest chain, and refuses a body over the API's size limit with 413", async () => {
        const user = await h().t.signedInUser(`chain-size-${kind}@example.com`);
        const watermark = steps[4] as Extract<ChainStep, { op: "watermark" }>;
        const longest = Array.from({ length: MAX_CHAIN_STEPS }, () => ({
          ...watermark,
          settings: { ...watermark.settings, text: "w".repeat(200) },
        }));
        expect((await user.post(PATH, { name: "n".repeat(60), steps: longest })).status).toBe(201);
        const huge = await user.post(PATH, { name: "Huge", steps: small, padding: "x".repeat(70 * 1024) });
        expect(huge.status).toBe(413);
        expect(await huge.json()).toEqual({ error: "too_large", message: "The request is too large." });
      });
    },
  },
);
