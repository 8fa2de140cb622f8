interface ImportMetaEnv {
  /** Where Squish's source code is, fixed at build time (SOURCE_URL; apps/web/build/licenses/source-url.ts). */
  readonly SOURCE_URL?: string;
}
