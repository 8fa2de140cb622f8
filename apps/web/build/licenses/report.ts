/**
 * The shape of `licenses.json`, which the build writes at the root of the site and the /licenses
 * page reads. Licence texts are stored once and referred to by id: most packages share the same
 * MIT or Apache text.
 */

export type LicenseEntryKind = "package" | "webassembly" | "font";

export interface LicenseEntry {
  kind: LicenseEntryKind;
  name: string;
  version: string | null;
  /** SPDX expression. */
  license: string;
  /** For a library compiled into another package's WebAssembly: that package, as name@version. */
  partOf?: string;
  /** Home page or repository. */
  url: string | null;
  /** Key into `texts`. */
  textId: string;
  /**
   * `file`: the component's own licence file. `standard`: it ships none, so this is the SPDX
   * standard text of its licence (with its copyright line when known).
   */
  textSource: "file" | "standard";
  /** Key into `texts` for an Apache NOTICE file. */
  noticeId?: string;
}

export interface LicenseReport {
  project: { name: string; license: string; sourceUrl: string; textId: string };
  entries: LicenseEntry[];
  texts: Record<string, string>;
}
