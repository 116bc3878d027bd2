import i18next, { type i18n as I18n } from 'i18next';
import { en } from './locales/index.js';

/** The 12 interface languages of spec §1. */
export const supportedLanguages = ['en', 'sv', 'no', 'da', 'de', 'fi', 'es', 'fr', 'nl', 'pl', 'pt', 'it'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Namespaces of the locale files; `common` is the default namespace. */
export const namespaces = ['common', 'errors', 'sign', 'embed', 'boxes', 'pdf'] as const;

/**
 * Recommended interface language (§1): the first browser language we support, else English.
 * `navigatorLanguages` is e.g. `['sv-SE', 'en']`.
 */
export function recommendedLanguage(navigatorLanguages: readonly string[]): SupportedLanguage {
  for (const tag of navigatorLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const code = base === 'nb' || base === 'nn' ? 'no' : base;
    if ((supportedLanguages as readonly string[]).includes(code)) return code as SupportedLanguage;
  }
  return 'en';
}

/**
 * A fresh i18next instance with the English resources, resolved and ready. Keys are
 * `namespace:key` or, for errors, `errors.key` (the §8 catalogue's keys, see errorMessageKey).
 * Languages without translation files fall back to English (§1).
 */
export async function createI18n(language = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { en: { ...en, common: { ...en.common, errors: en.errors } } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
