/**
 * The interface languages and how one is chosen (spec §1, §4 Bootstrap; DESIGN.md "i18n").
 * Codes are the spec's: `en sv no da de fi es fr nl pl pt it`. British English (`en-GB`) is a
 * variant of `en`, shown when the browser's English is British; it is never stored.
 */

/** The 12 interface languages of spec §1. */
export const supportedLanguages = ['en', 'sv', 'no', 'da', 'de', 'fi', 'es', 'fr', 'nl', 'pl', 'pt', 'it'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** A language the interface can show: one of the 12, or British English. */
export type InterfaceLanguage = SupportedLanguage | 'en-GB';

/** A folder of locale files (§1 translation files: Norwegian's are `nb`, British English's `en-gb`). */
export type LocaleFolder = 'en' | 'en-gb' | 'sv' | 'nb' | 'da' | 'de' | 'fi' | 'es' | 'fr' | 'nl' | 'pl' | 'pt' | 'it';

/** The cookie that remembers a language chosen in a picker (§1), e.g. `flow-preferred-language=sv`. */
export const languageCookie = 'flow-preferred-language';

/** Each language's name in itself, as language pickers list them. */
export const languageEndonyms: Record<SupportedLanguage, string> = {
  en: 'English',
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  de: 'Deutsch',
  fi: 'Suomi',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  it: 'Italiano',
};

const britishRegions = new Set(['gb', 'uk', 'ie', 'au', 'nz', 'za', 'in']);

/**
 * The interface language a tag names, or null: `sv-SE` → `sv`, `nb`/`nn`/`no-NO` → `no`,
 * `en-GB` (and other Commonwealth English) → `en-GB`, `en-US` → `en`, `xx` → null. Case-insensitive.
 */
export function parseLanguage(tag: string | null | undefined): InterfaceLanguage | null {
  if (!tag) return null;
  const [base = '', region = ''] = tag.trim().toLowerCase().replace('_', '-').split('-');
  if (base === 'en') return britishRegions.has(region) ? 'en-GB' : 'en';
  const code = base === 'nb' || base === 'nn' ? 'no' : base;
  return (supportedLanguages as readonly string[]).includes(code) ? (code as SupportedLanguage) : null;
}

/** The stored form of a language (a position's or an agreement's): `en-GB` is stored as `en`. */
export function storedLanguage(language: InterfaceLanguage): SupportedLanguage {
  return language === 'en-GB' ? 'en' : language;
}

/**
 * Recommended interface language (§1): the first browser language we support, else English.
 * `navigatorLanguages` is e.g. `['sv-SE', 'en']`.
 */
export function recommendedLanguage(navigatorLanguages: readonly string[]): InterfaceLanguage {
  for (const tag of navigatorLanguages) {
    const language = parseLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/**
 * The language to show (§1, §4 Bootstrap), the first that names a supported language of:
 * `explicit` (the embed's `language` option, or a choice made on this page), `preferred` (a
 * signed-in user's position language; for a counterparty the cookie, i.e. a choice made before),
 * `fallback` (a counterparty's agreement language), `cookie` (flow-preferred-language), the
 * browser languages; else English. English stays British for a British browser.
 */
export function chooseLanguage(input: {
  explicit?: string | null;
  preferred?: string | null;
  fallback?: string | null;
  cookie?: string | null;
  browser: readonly string[];
}): InterfaceLanguage {
  const browser = recommendedLanguage(input.browser);
  for (const candidate of [input.explicit, input.preferred, input.fallback, input.cookie]) {
    const language = parseLanguage(candidate);
    if (language) return language === 'en' && browser === 'en-GB' ? 'en-GB' : language;
  }
  return browser;
}

/** The value of the flow-preferred-language cookie in `cookieHeader` (`document.cookie` or a Cookie header), or null. */
export function readLanguageCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === languageCookie) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The Set-Cookie value (for `document.cookie`) remembering `language` for a year, site-wide. */
export function languageCookieValue(language: InterfaceLanguage): string {
  return `${languageCookie}=${storedLanguage(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The folder of `language`'s locale files (`no` → `nb`, `en-GB` → `en-gb`). */
export function localeFolder(language: InterfaceLanguage): LocaleFolder {
  if (language === 'no') return 'nb';
  if (language === 'en-GB') return 'en-gb';
  return language;
}

/**
 * The BCP 47 tag of text shown in `language`, for `<html lang>` and Intl: `no` → `nb` (the texts
 * are Bokmål, and Intl.DisplayNames knows `nb`), others unchanged.
 */
export function languageTag(language: string): string {
  return language === 'no' ? 'nb' : language;
}
