/**
 * The server's texts (DESIGN.md "i18n", spec §1): emails and SMS (namespace `email`, this
 * package's locale files) and core's namespaces (the sealed PDF's certificate, `sign:seal.*`),
 * in every language, loaded once at start (loadServerTexts) so building a message inside a
 * transaction is synchronous. A recipient's language: a counterparty's is the agreement's, a
 * user's their position's (§1); unknown or missing means English, and a missing text falls back to it.
 */
import { coreLocales, languageTag, parseLanguage, type InterfaceLanguage, type LocaleBundle, type LocaleFolder } from '@inkflow/core';
import i18next, { type i18n as I18n } from 'i18next';

/**
 * Translates `namespace:key` (default namespace `email`) with interpolation values. `language` is
 * the BCP 47 tag of the texts (e.g. `sv`, `nb`), for an email's `<html lang>`.
 */
export type Translate = ((key: string, values?: Record<string, unknown>) => string) & { readonly language?: string };

const emailLocales: Record<Exclude<LocaleFolder, 'en-gb'>, () => Promise<LocaleBundle>> = {
  en: () => import('./locales/en/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  sv: () => import('./locales/sv/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  nb: () => import('./locales/nb/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  da: () => import('./locales/da/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  de: () => import('./locales/de/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  fi: () => import('./locales/fi/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  es: () => import('./locales/es/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  fr: () => import('./locales/fr/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  nl: () => import('./locales/nl/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  pl: () => import('./locales/pl/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  pt: () => import('./locales/pt/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
  it: () => import('./locales/it/email.json', { with: { type: 'json' } }).then((m) => ({ email: m.default })),
};

const languages: Array<[InterfaceLanguage, LocaleFolder]> = [
  ['en', 'en'],
  ['en-GB', 'en-gb'],
  ['sv', 'sv'],
  ['no', 'nb'],
  ['da', 'da'],
  ['de', 'de'],
  ['fi', 'fi'],
  ['es', 'es'],
  ['fr', 'fr'],
  ['nl', 'nl'],
  ['pl', 'pl'],
  ['pt', 'pt'],
  ['it', 'it'],
];

let loading: Promise<void> | undefined;
let loaded: I18n | undefined;
let product = process.env.PRODUCT_NAME ?? 'Inkflow';

/**
 * Loads every language's server texts once (idempotent); createServer awaits it before it listens.
 * `productName` fills `{{product}}` in every text (default PRODUCT_NAME, else Inkflow).
 */
export function loadServerTexts(options: { productName?: string } = {}): Promise<void> {
  if (options.productName) product = options.productName;
  loading ??= (async () => {
    const resources: Record<string, LocaleBundle> = {};
    await Promise.all(
      languages.map(async ([language, folder]) => {
        const core = await coreLocales[folder]();
        const email = folder === 'en-gb' ? {} : await emailLocales[folder]();
        resources[language] = { ...core, ...email };
      }),
    );
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['email', 'common', 'errors', 'sign', 'embed', 'boxes', 'pdf'],
      defaultNS: 'email',
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    loaded = instance;
  })();
  return loading;
}

/**
 * The translate function for `language` (a stored language such as an agreement's or a
 * position's; null or unknown means English). Throws if loadServerTexts has not finished.
 */
export function textsFor(language: string | null | undefined): Translate {
  if (!loaded) throw new Error('Server texts are not loaded: await loadServerTexts() first');
  const parsed = parseLanguage(language) ?? 'en';
  const t = loaded.getFixedT(parsed);
  return Object.assign((key: string, values?: Record<string, unknown>) => String(t(key, { product, ...values })), { language: languageTag(parsed) });
}

/** The product name the texts use (PRODUCT_NAME, default Inkflow; loadServerTexts' `productName`). */
export function serverProductName(): string {
  return product;
}
