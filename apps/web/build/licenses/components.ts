/**
 * What the licence collector cannot read from package.json files (record 0021):
 *
 * - the libraries compiled into each npm package's WebAssembly files, whose licences are often
 *   not the wrapper's (libimagequant-wasm is MIT, the libimagequant inside it GPL-3.0-or-later);
 * - the fonts the engine ships from this repository.
 *
 * The build fails when a `.wasm` file comes from a package that is not listed here, or a font
 * file that is not, so a new codec or font cannot ship without a person filling this in. The
 * libraries were read from each package's README, its `LICENSE.codec.md` files and the strings
 * in its `.wasm` files (versions only where the binary names them).
 */

export interface EmbeddedComponent {
  name: string;
  version?: string;
  /** SPDX expression; checked against the same policy as packages. */
  license: string;
  url: string;
  /** Prefixed to the licence's standard text when the package ships no licence file for it. */
  copyright?: string;
  /** Licence files inside the owning npm package's folder; without them, the standard SPDX texts. */
  files?: readonly string[];
}

export interface WebAssemblyPackage {
  /** The npm package whose files hold the `.wasm`. */
  package: string;
  components: readonly EmbeddedComponent[];
}

export const WEBASSEMBLY_PACKAGES: readonly WebAssemblyPackage[] = [
  {
    package: "@jsquash/jpeg",
    components: [
      {
        name: "MozJPEG (libjpeg-turbo)",
        license: "IJG AND BSD-3-Clause AND Zlib",
        url: "https://github.com/mozilla/mozjpeg",
        files: ["codec/LICENSE.codec.md"],
      },
    ],
  },
  {
    package: "@jsquash/png",
    components: [
      { name: "png (Rust crate)", license: "MIT OR Apache-2.0", url: "https://github.com/image-rs/image-png" },
    ],
  },
  {
    package: "@jsquash/oxipng",
    components: [
      {
        name: "OxiPNG",
        license: "MIT",
        url: "https://github.com/shssoichiro/oxipng",
        files: ["codec/LICENSE.codec.md"],
      },
    ],
  },
  {
    package: "@jsquash/webp",
    components: [
      {
        name: "libwebp",
        license: "BSD-3-Clause",
        url: "https://chromium.googlesource.com/webm/libwebp",
        files: ["codec/LICENSE.codec.md"],
      },
    ],
  },
  {
    package: "@jsquash/avif",
    components: [
      {
        name: "libavif",
        license: "BSD-2-Clause",
        url: "https://github.com/AOMediaCodec/libavif",
        copyright: "Copyright 2019 Joe Drago. All rights reserved.",
      },
      {
        name: "libaom",
        version: "3.7.0",
        license: "BSD-2-Clause",
        url: "https://aomedia.googlesource.com/aom/",
        copyright: "Copyright (c) Alliance for Open Media. All rights reserved.",
      },
      {
        name: "libyuv",
        license: "BSD-3-Clause",
        url: "https://chromium.googlesource.com/libyuv/libyuv/",
        copyright: "Copyright 2011 The LibYuv Project Authors. All rights reserved.",
      },
    ],
  },
  {
    package: "@jsquash/resize",
    components: [
      {
        name: "resize (Rust crate)",
        license: "MIT",
        url: "https://github.com/PistonDevelopers/resize",
        files: ["lib/resize/LICENSE.codec.md"],
      },
      {
        name: "hqx (Rust port)",
        license: "Apache-2.0",
        url: "https://github.com/CryZe/wasmboy-rs/tree/master/hqx",
        files: ["lib/hqx/LICENSE.codec.md"],
      },
      {
        name: "magic-kernel-rust",
        license: "MIT",
        url: "https://github.com/SevInf/magic-kernel-rust",
        files: ["lib/magic-kernel/LICENSE.codec.md"],
      },
    ],
  },
  {
    package: "libimagequant-wasm",
    components: [
      {
        name: "libimagequant",
        license: "GPL-3.0-or-later",
        url: "https://pngquant.org/lib/",
        copyright: "Copyright Kornel Lesiński and contributors.",
      },
    ],
  },
  {
    package: "libheif-js",
    components: [
      {
        name: "libheif",
        version: "1.23.2",
        license: "LGPL-3.0-or-later",
        url: "https://github.com/strukturag/libheif",
        files: ["libheif-wasm/LICENSE"],
      },
      {
        name: "libde265",
        version: "1.0.15",
        license: "LGPL-3.0-or-later",
        url: "https://github.com/strukturag/libde265",
        copyright: "Copyright 2013-2014 struktur AG, Dirk Farin <farin@struktur.de>; 2013 openHEVC contributors.",
      },
    ],
  },
  {
    package: "mupdf",
    components: [
      { name: "MuPDF", license: "AGPL-3.0-or-later", url: "https://mupdf.com", files: ["LICENSE"] },
      {
        name: "FreeType",
        license: "FTL OR GPL-2.0-or-later",
        url: "https://freetype.org",
        copyright: "Copyright David Turner, Robert Wilhelm and Werner Lemberg.",
      },
      { name: "HarfBuzz", license: "MIT", url: "https://github.com/harfbuzz/harfbuzz" },
      {
        name: "Little CMS",
        license: "MIT",
        url: "https://www.littlecms.com",
        copyright: "Copyright Marti Maria Saguer.",
      },
      { name: "OpenJPEG", license: "BSD-2-Clause", url: "https://www.openjpeg.org" },
      { name: "jbig2dec", license: "AGPL-3.0-or-later", url: "https://jbig2dec.com" },
      { name: "libjpeg", license: "IJG", url: "https://ijg.org" },
      {
        name: "zlib",
        license: "Zlib",
        url: "https://zlib.net",
        copyright: "Copyright Jean-loup Gailly and Mark Adler.",
      },
      { name: "Gumbo", license: "Apache-2.0", url: "https://github.com/google/gumbo-parser" },
      { name: "Brotli", license: "MIT", url: "https://github.com/google/brotli" },
    ],
  },
];

export interface ShippedFont {
  /** The font file, relative to the repository root. */
  file: string;
  name: string;
  license: string;
  url: string;
  /** Its licence file, relative to the repository root. */
  licenseFile: string;
}

const FONT_FAMILIES = [
  { id: "inter", name: "Inter", url: "https://github.com/rsms/inter" },
  { id: "lora", name: "Lora", url: "https://github.com/cyrealtype/Lora-Cyrillic" },
  { id: "roboto-mono", name: "Roboto Mono", url: "https://github.com/googlefonts/robotomono" },
  { id: "anton", name: "Anton", url: "https://github.com/googlefonts/AntonFont" },
];

/** The watermark fonts (decision 0015): Latin subsets copied from Fontsource, with their OFL files. */
export const SHIPPED_FONTS: readonly ShippedFont[] = FONT_FAMILIES.map(({ id, name, url }) => ({
  file: `packages/engine/assets/fonts/${id}-latin-400-normal.woff`,
  name,
  license: "OFL-1.1",
  url,
  licenseFile: `packages/engine/assets/fonts/OFL-${id}.txt`,
}));

/**
 * package.json files that wasm-bindgen writes inside another package's folder. They carry no
 * licence of their own; their code is part of the package around them.
 */
export const NESTED_PACKAGES: Readonly<Record<string, string>> = {
  "squoosh-oxipng": "@jsquash/oxipng",
};
