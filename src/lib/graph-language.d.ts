// Which language's copy of the site's modules this is, from the build (scripts/build/language-graphs.ts):
// Portuguese's serves Portuguese and every language with no entry of its own.
declare module 'virtual:graph-language' {
  /** Each string area this copy has in its own language, by area: the finished ones. */
  export const stringLanguages: Record<string, import('./languages').Language>;
  /** What this copy's modules add to their keys in Vite's manifest ('' for Portuguese's). */
  export const manifestSuffix: string;
  /** Portuguese's strings, in a copy where some area came in another language; else undefined. */
  export const portuguesePack: (() => Promise<{ files?: Record<string, Record<string, unknown>> }>) | undefined;
}
