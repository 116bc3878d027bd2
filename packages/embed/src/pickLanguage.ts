import { recommendedLanguage, supportedLanguages, type SupportedLanguage } from '@inkflow/core';

/**
 * The embed's interface language (§1): `?language=` when it names one of the twelve supported
 * languages (the loader's `language` option), else the browser's (core's recommendedLanguage).
 */
export function pickLanguage(search: string, navigatorLanguages: readonly string[]): SupportedLanguage {
  const requested = new URLSearchParams(search).get('language')?.toLowerCase();
  if (requested && (supportedLanguages as readonly string[]).includes(requested)) return requested as SupportedLanguage;
  return recommendedLanguage(requested ? [requested, ...navigatorLanguages] : navigatorLanguages);
}
