/** The resizer's history line says the size the picture came out at (issue 22, item 10). */
import { describe, expect, it } from "vitest";
import { fakeServices, flush, namedFile } from "../framework/session-test-support.ts";
import { ToolSession } from "../framework/tool-session.ts";
import { imageResizer } from "./definition.ts";
import { describeResize, initialResizerSettings } from "./resizer-settings.ts";

const member = { signedIn: true, openSignIn: () => {} };

describe("the resizer's activity description", () => {
  it("records the real output size of a photo smaller than the asked width, which is never enlarged", async () => {
    const fake = fakeServices();
    const session = new ToolSession(imageResizer, member, fake.services);
    session.add([namedFile("small.jpg")]);
    await flush();
    void session.process(session.items[0]!.id);
    await flush();
    // The page asks for 1920 px width by default; the engine gives the picture back at 40 × 30.
    await fake.finish("small.jpg", 3);
    const [record] = fake.tracked as { description: string }[];
    expect(record!.description).toBe("Kept at 40 × 30 px: smaller than the 1920 px width asked, and never enlarged");
    expect(record!.description).not.toMatch(/Resized to 1920/);
  });

  it("says the size reached when the picture was resized", () => {
    const settings = initialResizerSettings();
    expect(describeResize(settings, {}, { width: 1920, height: 1280 })).toBe("Resized to 1920 × 1280 px");
    const percent = { ...settings, resize: { ...settings.resize, by: "percent" as const, percent: 50 } };
    expect(describeResize(percent, {}, { width: 800, height: 533 })).toBe("Resized to 50% (800 × 533 px)");
  });
});
