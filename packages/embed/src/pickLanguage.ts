import { chooseLanguage, parseLanguage, type InterfaceLanguage } from '@inkflow/core';

/** The integrator's `language` option (`?language=`) when it names a supported language (`sv`, `sv-SE`, `nb` ...), else null. */
export function explicitLanguage(search: string): InterfaceLanguage | null {
  return parseLanguage(new URLSearchParams(search).get('language'));
}

/**
 * The embed's first interface language (§1): `?language=` when it names one of the twelve
 * supported languages (the loader's `language` option), else the browser's, else English. Without
 * the option the agreement's language replaces it once the agreement is loaded (EmbedGuestSigning).
 */
export function pickLanguage(search: string, navigatorLanguages: readonly string[]): InterfaceLanguage {
  return chooseLanguage({ explicit: explicitLanguage(search), browser: navigatorLanguages });
}
