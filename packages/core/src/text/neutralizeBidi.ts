/**
 * Unicode bidirectional controls in names and file names (§3 Participant fullname, Party name,
 * attachment file names). An override or isolate inside a name reorders what follows it when
 * shown: "Invoice U+202E fdp.exe" displays as "Invoice exe.pdf". Names never need these controls
 * (the Unicode bidi algorithm orders Arabic or Hebrew names by itself), so they are removed where
 * names are taken in and again where they are shown.
 */

/**
 * The bidi controls removed: U+061C ARABIC LETTER MARK, U+200E/U+200F LEFT-TO-RIGHT and
 * RIGHT-TO-LEFT MARK, U+202A-U+202E embeddings, pops and overrides, U+2066-U+2069 isolates.
 */
export const bidiControlPattern = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * `text` without Unicode bidi control characters (see bidiControlPattern); every other character,
 * right-to-left letters included, is kept as is. Pure; never throws.
 */
export function neutralizeBidi(text: string): string {
  return text.replace(bidiControlPattern, '');
}
