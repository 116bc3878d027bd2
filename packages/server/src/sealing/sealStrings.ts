/**
 * The sealed PDF's texts, through the same i18next resources as the app (core's locale files,
 * `sign:seal.*`), in the agreement's language with English as the fallback (§1).
 */
import { loadServerTexts, textsFor, type Translate } from '../i18n/serverTexts.js';

export type { Translate } from '../i18n/serverTexts.js';

/** The translate function for `language` (the agreement's; null means English). */
export async function sealStrings(language: string | null | undefined): Promise<Translate> {
  await loadServerTexts();
  return textsFor(language);
}

/** A time for the PDF: ISO 8601 in UTC to the second (`2025-01-31 14:05:09 UTC`), unambiguous in every language. */
export function sealTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
