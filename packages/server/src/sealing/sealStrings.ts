/**
 * The sealed PDF's texts, through the same i18next resources as the app (core's locale files,
 * `sign:seal.*`), in the agreement's language with English as the fallback (§1).
 */
import { createI18n } from '@inkflow/core';

/** Translates `namespace:key` with interpolation values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const byLanguage = new Map<string, Promise<Translate>>();

/** The translate function for `language` (cached per language; i18next setup is not free). */
export function sealStrings(language: string | null | undefined): Promise<Translate> {
  const lng = language || 'en';
  let strings = byLanguage.get(lng);
  if (!strings) {
    strings = createI18n(lng).then((i18n) => (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values ?? {})));
    byLanguage.set(lng, strings);
  }
  return strings;
}

/** A time for the PDF: ISO 8601 in UTC to the second (`2025-01-31 14:05:09 UTC`), unambiguous in every language. */
export function sealTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
