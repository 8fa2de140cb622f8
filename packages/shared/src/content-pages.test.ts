import { describe, expect, it } from "vitest";
import { contentHead, FAQS, filterFaqs } from "./content-pages.ts";
import { GUEST_MAX_FILES, SIGNED_IN_MAX_FILES } from "./limits.ts";

describe("the FAQ", () => {
  it("has between 12 and 20 questions, each asked once, in the four categories", () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(12);
    expect(FAQS.length).toBeLessThanOrEqual(20);
    expect(new Set(FAQS.map((f) => f.question)).size).toBe(FAQS.length);
    expect(new Set(FAQS.map((f) => f.category))).toEqual(new Set(["Tools", "Privacy", "Limits", "Accounts"]));
  });

  it("states the real limits", () => {
    const limits = FAQS.find((f) => f.question === "How many images can I add at once?");
    expect(limits?.answer).toContain(`${GUEST_MAX_FILES} images`);
    expect(limits?.answer).toContain(`${SIGNED_IN_MAX_FILES}`);
  });

  it("filters by every word of the query, in question, answer or category, ignoring case", () => {
    expect(filterFaqs(FAQS, "")).toHaveLength(FAQS.length);
    expect(filterFaqs(FAQS, "   ")).toHaveLength(FAQS.length);
    expect(filterFaqs(FAQS, "UPLOADED").map((f) => f.question)).toContain("Are my images uploaded?");
    const both = filterFaqs(FAQS, "delete account");
    expect(both.length).toBeGreaterThan(0);
    for (const faq of both)
      expect(`${faq.question} ${faq.answer}`.toLowerCase()).toMatch(/delete[\s\S]*account|account[\s\S]*delete/);
    expect(
      filterFaqs(FAQS, "privacy").every((f) => f.category === "Privacy" || /privacy/i.test(f.question + f.answer)),
    ).toBe(true);
    expect(filterFaqs(FAQS, "zebra unicorn")).toEqual([]);
  });
});

describe("the content pages' heads", () => {
  it("gives the FAQ page FAQPage structured data with every question", () => {
    const head = contentHead("faq", "https://squish.example");
    expect(head?.canonical).toBe("https://squish.example/faq");
    const data = head?.structuredData[0] as { "@type": string; mainEntity: { name: string }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(FAQS.map((f) => f.question));
  });

  it("has a head for each content page and none for other pages", () => {
    for (const id of ["pricing", "faq", "contact", "request-tool", "privacy", "terms"]) {
      expect(contentHead(id, "http://x")?.title).toMatch(/\| Squish$/);
      expect(contentHead(id, "http://x")?.image.url).toBe("http://x/og/default.png");
    }
    expect(contentHead("about", "http://x")).toBeUndefined();
  });

  it("ends each content page's structured data with its breadcrumb Home > page", () => {
    const data = contentHead("privacy", "http://x")?.structuredData.at(-1);
    expect(data).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "http://x/" },
        { position: 2, name: "Privacy notice", item: "http://x/privacy" },
      ],
    });
  });
});
