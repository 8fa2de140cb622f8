import { describe, expect, it } from "vitest";
import { resolveSourceUrl, SOURCE_URL_FALLBACK } from "./source-url.ts";

describe("the source code address", () => {
  it("takes SOURCE_URL first", () => {
    expect(resolveSourceUrl("https://git.example.org/squish", "github:someone/else")).toEqual({
      url: "https://git.example.org/squish",
      configured: true,
    });
    expect(resolveSourceUrl("/source.tar.gz")).toEqual({ url: "/source.tar.gz", configured: true });
  });

  it("falls back to the package.json repository, in npm's forms", () => {
    expect(resolveSourceUrl(undefined, { type: "git", url: "git+https://github.com/acme/squish.git" })).toEqual({
      url: "https://github.com/acme/squish",
      configured: true,
    });
    expect(resolveSourceUrl("", "acme/squish").url).toBe("https://github.com/acme/squish");
  });

  it("points to the licences page when nothing says where the code is", () => {
    expect(resolveSourceUrl(undefined, undefined)).toEqual({ url: SOURCE_URL_FALLBACK, configured: false });
    expect(resolveSourceUrl("  ", {})).toEqual({ url: "/licenses#source", configured: false });
  });

  it("refuses an address a link cannot use, naming the variable", () => {
    for (const bad of ["javascript:alert(1)", "//evil.example", "git@github.com:acme/squish.git", "squish"]) {
      expect(() => resolveSourceUrl(bad), bad).toThrow(/SOURCE_URL must be/);
    }
  });
});
