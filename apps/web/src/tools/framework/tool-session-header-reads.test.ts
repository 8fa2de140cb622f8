/**
 * When an added file's header is read (its format and size, for the card and the intake rules):
 * images one after another, each in its own task, so adding many files never holds the page; a
 * document by its own worker, never in that queue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bulkCompressor } from "../bulk-compress/definition.ts";
import { jpegCompressor } from "../jpeg-compress/definition.ts";
import { fakeServices, flush, namedFile } from "./session-test-support.ts";
import { ToolSession } from "./tool-session.ts";

const guest = { signedIn: false, openSignIn: () => {} };

describe("ToolSession's header reads", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("reads the added files' headers one after another, and skips a file removed before its turn", async () => {
    const fake = fakeServices();
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    fake.services.probe = (file) =>
      new Promise((resolve) => {
        asked.push(file.name);
        answers.push(() => resolve({ name: file.name, size: file.size, format: "jpeg", width: 40, height: 30 }));
      });
    const s = new ToolSession(jpegCompressor, guest, fake.services);
    s.add(["a.jpg", "b.jpg", "c.jpg"].map(namedFile));
    await flush();
    expect(asked).toEqual(["a.jpg"]);
    s.remove(s.items[1]!.id);
    answers.shift()!();
    await flush();
    expect(asked).toEqual(["a.jpg", "c.jpg"]);
    expect(s.items[0]!.probe).toMatchObject({ format: "jpeg", width: 40 });
    answers.shift()!();
    await flush();
    expect(s.items.map((item) => item.probe.format)).toEqual(["jpeg", "jpeg"]);
  });

  it("never queues an image's header read behind a document's, which its own worker reads", async () => {
    const fake = fakeServices();
    const asked: string[] = [];
    fake.services.probe = (file) => {
      asked.push(file.name);
      // A large PDF: its worker has not answered yet.
      if (file.name.endsWith(".pdf")) return new Promise(() => {});
      return Promise.resolve({ name: file.name, size: file.size, format: "jpeg", width: 40, height: 30 });
    };
    const s = new ToolSession(bulkCompressor, guest, fake.services);
    s.add([new File(["%PDF"], "big.pdf", { type: "application/pdf", lastModified: 1 }), namedFile("a.jpg")]);
    await flush();
    expect(asked).toEqual(["big.pdf", "a.jpg"]);
    expect(s.items.find((item) => item.name === "a.jpg")!.probe).toMatchObject({ format: "jpeg", width: 40 });
  });
});
