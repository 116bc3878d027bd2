/**
 * The document fonts a text box may use (spec §9 "Document fonts"), exact family names in the
 * spec's order. A text leaf's `font` is one of these; renderers name the family with a generic
 * fallback and ship no font files.
 */
export const documentFonts = [
  'Arimo',
  'Questrial',
  'Anton',
  'Poppins',
  'Proxima Nova',
  'Roboto',
  'Raleway',
  'Jost',
  'Inter',
  'IBM Plex Sans',
  'IBM Plex Serif',
  'IBM Plex Mono',
  'Source Sans Pro',
  'Work Sans',
  'Gelasio',
  'Garamond',
  'Tinos',
  'Libre Baskerville',
  'Courier Prime',
  'Comic Neue',
  'Caveat',
  'Sacramento',
  'Whisper',
] as const;

/** One of the §9 document fonts. */
export type DocumentFont = (typeof documentFonts)[number];

const serif = new Set<string>(['IBM Plex Serif', 'Gelasio', 'Garamond', 'Tinos', 'Libre Baskerville']);
const monospace = new Set<string>(['IBM Plex Mono', 'Courier Prime']);
const cursive = new Set<string>(['Caveat', 'Sacramento', 'Whisper', 'Comic Neue']);

/** A CSS font-family value for `font`: the quoted family and its generic fallback, e.g. `"Tinos", serif`. */
export function fontFamilyCss(font: DocumentFont): string {
  const generic = serif.has(font) ? 'serif' : monospace.has(font) ? 'monospace' : cursive.has(font) ? 'cursive' : 'sans-serif';
  return `"${font}", ${generic}`;
}
