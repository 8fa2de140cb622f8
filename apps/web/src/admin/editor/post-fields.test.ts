import { describe, expect, it } from "vitest";
import { parseTags, slugFromTitle, slugProblem, validatePost, type PostFields } from "./post-fields.ts";

const fields: PostFields = {
  title: "Smaller photos",
  slug: "smaller-photos",
  excerpt: "",
  tags: "jpeg, Photos",
  bodyMarkdown: "Hello",
  published: false,
};

describe("the post editor's fields", () => {
  it("suggests a slug from the title", () => {
    expect(slugFromTitle("JPEG vs WebP: 2026!")).toBe("jpeg-vs-webp-2026");
    expect(slugFromTitle("  Café crème  ")).toBe("cafe-creme");
    expect(slugFromTitle("a".repeat(99) + " b")).toBe("a".repeat(99));
  });

  it("reads tags from a comma-separated list", () => {
    expect(parseTags("JPEG, web performance,, jpeg ")).toEqual(["jpeg", "web performance"]);
  });

  it("refuses a slug of the wrong form, an article's, or another post's", () => {
    expect(slugProblem("ok-slug", [])).toBeNull();
    expect(slugProblem("ab", [])).toMatch(/at least 3/);
    expect(slugProblem("Bad Slug", [])).toMatch(/lower-case/);
    expect(slugProblem("double--dash", [])).toMatch(/lower-case/);
    expect(slugProblem("jpeg-compression-guide", [])).toMatch(/site's own articles/);
    expect(slugProblem("create", [])).toMatch(/site's own articles/);
    expect(slugProblem("taken", ["taken"])).toMatch(/Another post/);
  });

  it("checks the form as the server would", () => {
    expect(validatePost(fields, [])).toEqual({});
    expect(validatePost({ ...fields, title: "Hi", tags: "<b>" }, [])).toEqual({
      title: "The title needs at least 3 characters.",
      tags: "“<b>” is not a tag: use letters, digits, spaces and dashes (2 to 30 characters).",
    });
    expect(validatePost({ ...fields, tags: "a1,b2,c3,d4,e5,f6,g7,h8,i9" }, []).tags).toBe("At most 8 tags.");
  });
});
