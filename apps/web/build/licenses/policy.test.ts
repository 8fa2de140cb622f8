import { describe, expect, it } from "vitest";
import { ALLOWED_LICENSES, canonicalLicenseId, checkLicense } from "./policy.ts";

describe("licence policy", () => {
  it("allows the permissive and GNU licences an AGPL-3.0-or-later site can ship", () => {
    for (const id of [
      "MIT",
      "ISC",
      "0BSD",
      "BSD-2-Clause",
      "BSD-3-Clause",
      "Apache-2.0",
      "Zlib",
      "IJG",
      "MPL-2.0",
      "LGPL-2.1-or-later",
      "LGPL-3.0-only",
      "GPL-3.0-or-later",
      "AGPL-3.0-or-later",
      "OFL-1.1",
    ]) {
      expect(checkLicense(id), id).toEqual({ allowed: true });
    }
  });

  it("refuses GPL-2.0-only, proprietary and unknown licences, naming the culprit", () => {
    expect(checkLicense("GPL-2.0-only")).toEqual({ allowed: false, reason: "GPL-2.0-only is not allowed" });
    expect(checkLicense("GPL-2.0")).toEqual({ allowed: false, reason: "GPL-2.0-only is not allowed" });
    expect(checkLicense("SSPL-1.0")).toMatchObject({ allowed: false });
    expect(checkLicense("LicenseRef-Proprietary")).toMatchObject({ allowed: false });
    expect(checkLicense("UNLICENSED")).toEqual({ allowed: false, reason: "declares no licence" });
    expect(checkLicense(null)).toEqual({ allowed: false, reason: "declares no licence" });
    expect(checkLicense("MIT/X11")).toMatchObject({
      allowed: false,
      reason: expect.stringContaining("not a valid SPDX"),
    });
  });

  it("evaluates OR, AND and parentheses as SPDX expressions", () => {
    expect(checkLicense("MIT OR GPL-2.0")).toEqual({ allowed: true });
    expect(checkLicense("GPL-2.0-only OR MIT")).toEqual({ allowed: true });
    expect(checkLicense("(FTL OR GPL-2.0-or-later)")).toEqual({ allowed: true });
    expect(checkLicense("IJG AND BSD-3-Clause AND Zlib")).toEqual({ allowed: true });
    expect(checkLicense("MIT AND GPL-2.0-only")).toEqual({ allowed: false, reason: "GPL-2.0-only is not allowed" });
    expect(checkLicense("(MIT OR Apache-2.0) AND (GPL-2.0-only OR SSPL-1.0)")).toEqual({
      allowed: false,
      reason: "GPL-2.0-only, SSPL-1.0 are not allowed",
    });
  });

  it("reads the deprecated GNU ids and '+' the way SPDX defines them", () => {
    expect(canonicalLicenseId("LGPL-3.0")).toBe("LGPL-3.0-only");
    expect(canonicalLicenseId("GPL-2.0", true)).toBe("GPL-2.0-or-later");
    expect(canonicalLicenseId("GPL-2.0-only", true)).toBe("GPL-2.0-or-later");
    expect(checkLicense("GPL-2.0+")).toEqual({ allowed: true });
    expect(checkLicense("LGPL-3.0")).toEqual({ allowed: true });
  });

  it("judges an exception by the licence it qualifies", () => {
    expect(checkLicense("GPL-3.0-or-later WITH GCC-exception-3.1")).toEqual({ allowed: true });
    expect(checkLicense("GPL-2.0-only WITH Classpath-exception-2.0")).toMatchObject({ allowed: false });
  });

  it("keeps GPL-2.0-only off the list (gifsicle may only run as a separate program)", () => {
    expect(ALLOWED_LICENSES.has("GPL-2.0-only")).toBe(false);
    expect(ALLOWED_LICENSES.has("AGPL-3.0-or-later")).toBe(true);
  });
});
