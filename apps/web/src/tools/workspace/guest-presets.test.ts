import { describe, expect, it } from "vitest";
import { MAX_CHAIN_PRESETS, type ChainStep } from "@squish/shared/chain";
import { GUEST_PRESETS_KEY, readGuestPresets, removeGuestPreset, saveGuestPreset } from "./guest-presets.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const STEPS: ChainStep[] = [
  { op: "resize", width: 1600 },
  { op: "convert", format: "webp" },
];

describe("guest chain presets", () => {
  it("saves, lists and deletes presets", () => {
    const storage = memoryStorage();
    expect(readGuestPresets(storage)).toEqual([]);
    const saved = saveGuestPreset(storage, { name: " Web ", steps: STEPS }, new Date("2026-01-02T03:04:05Z"), "a");
    expect(saved).toEqual({
      id: "a",
      name: "Web",
      steps: STEPS,
      created_at: "2026-01-02T03:04:05.000Z",
      updated_at: "2026-01-02T03:04:05.000Z",
    });
    saveGuestPreset(storage, { name: "Print", steps: [{ op: "compress", quality: 90 }] }, new Date(), "b");
    expect(readGuestPresets(storage).map((p) => p.name)).toEqual(["Web", "Print"]);
    removeGuestPreset(storage, "a");
    expect(readGuestPresets(storage).map((p) => p.id)).toEqual(["b"]);
  });

  it("replaces a preset saved again under the same name, case aside", () => {
    const storage = memoryStorage();
    saveGuestPreset(storage, { name: "Web", steps: STEPS }, new Date("2026-01-01T00:00:00Z"), "a");
    const again = saveGuestPreset(
      storage,
      { name: "WEB", steps: [{ op: "rotate", degrees: 90 }] },
      new Date("2026-02-01T00:00:00Z"),
      "b",
    );
    expect(again).toMatchObject({ id: "a", name: "WEB", created_at: "2026-01-01T00:00:00.000Z" });
    expect(readGuestPresets(storage)).toHaveLength(1);
    expect(readGuestPresets(storage)[0]!.steps).toEqual([{ op: "rotate", degrees: 90 }]);
  });

  it("refuses a bad name, bad steps, and more than the limit, leaving the list as it was", () => {
    const storage = memoryStorage();
    expect(() => saveGuestPreset(storage, { name: "  ", steps: STEPS })).toThrow("Give the chain a name");
    expect(() => saveGuestPreset(storage, { name: "Empty", steps: [] })).toThrow("A chain needs at least one step");
    for (let i = 0; i < MAX_CHAIN_PRESETS; i++) saveGuestPreset(storage, { name: `Chain ${i}`, steps: STEPS });
    expect(() => saveGuestPreset(storage, { name: "One more", steps: STEPS })).toThrow(/up to 50 chains/);
    expect(readGuestPresets(storage)).toHaveLength(MAX_CHAIN_PRESETS);
  });

  it("drops stored entries that are not valid presets, and survives garbage", () => {
    const storage = memoryStorage();
    storage.setItem(GUEST_PRESETS_KEY, "not json");
    expect(readGuestPresets(storage)).toEqual([]);
    storage.setItem(
      GUEST_PRESETS_KEY,
      JSON.stringify([
        { id: "ok", name: "Fine", steps: STEPS, created_at: "x", updated_at: "x" },
        { id: "bad", name: "Bad", steps: [{ op: "explode" }], created_at: "x", updated_at: "x" },
      ]),
    );
    expect(readGuestPresets(storage).map((p) => p.id)).toEqual(["ok"]);
  });
});
