import { describe, expect, it } from "vitest";
import { replyLink, replySubject } from "./reply-link.ts";

describe("replying to a message", () => {
  it("addresses the sender with the subject and the message quoted, encoded for any mail program", () => {
    const link = replyLink({
      email: "vera+squish@example.com",
      subject: "Re: HEIC & PDFs?",
      quoted: "Line one\nLine 2",
    });
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("vera+squish@example.com");
    expect(link.startsWith("mailto:vera%2Bsquish@example.com?")).toBe(true); // a "+" cannot be read as a space
    expect(decodeURIComponent(link.split("subject=")[1]!.split("&")[0]!)).toBe("Re: HEIC & PDFs?");
    expect(decodeURIComponent(link.split("body=")[1]!)).toBe("\n\n> Line one\n> Line 2");
  });

  it("puts Re: in front once", () => {
    expect(replySubject("Could you add HEIC?")).toBe("Re: Could you add HEIC?");
    expect(replySubject("RE: Could you add HEIC?")).toBe("RE: Could you add HEIC?");
  });
});
