import i18next, { type i18n as I18n } from 'i18next';
import { localeFolder, parseLanguage, type InterfaceLanguage } from './languages.js';
import { collabLocales, coreLocales, type LocaleBundle } from './locales/index.js';

export {
  chooseLanguage,
  languageCookie,
  languageCookieValue,
  languageEndonyms,
  languageTag,
  localeFolder,
  parseLanguage,
  readLanguageCookie,
  recommendedLanguage,
  storedLanguage,
  supportedLanguages,
} from './languages.js';
export type { InterfaceLanguage, LocaleFolder, SupportedLanguage } from './languages.js';

/** Namespaces of the locale files; `common` is the default namespace. */
export const namespaces = ['common', 'errors', 'sign', 'embed', 'boxes', 'pdf', 'collab'] as const;

/** Loads one language's texts of a group of namespaces: locale folder → namespace → keys. */
export type LocaleLoader = (folder: ReturnType<typeof localeFolder>) => Promise<LocaleBundle>;

interface Registry {
  loaders: LocaleLoader[];
  loaded: Map<string, Promise<void>>;
  collab?: Promise<void>;
}
const registries = new WeakMap<I18n, Registry>();

/**
 * The instance itself. react-i18next's useTranslation hands out a copy of the instance (an object
 * whose `__original` is the real one, new on every language change so React sees a change);
 * loaders and switches must reach the instance the provider holds.
 */
function originalOf(i18n: I18n): I18n {
  return (i18n as I18n & { __original?: I18n }).__original ?? i18n;
}

function registryOf(i18n: I18n): Registry {
  const instance = originalOf(i18n);
  let registry = registries.get(instance);
  if (!registry) {
    registry = { loaders: [], loaded: new Map() };
    registries.set(instance, registry);
  }
  return registry;
}

/** Adds `bundle` under `language`; the §8 error texts are also reachable as `errors.*` of `common`. */
function addBundle(i18n: I18n, language: InterfaceLanguage, bundle: LocaleBundle): void {
  for (const [ns, texts] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, ns, texts, true, true);
    if (ns === 'errors') i18n.addResourceBundle(language, 'common', { errors: texts }, true, true);
  }
}

/** Loads what `loader` holds for `language` and for English (the fallback) once per instance. */
function load(i18n: I18n, loaderIndex: number, language: InterfaceLanguage): Promise<void> {
  const registry = registryOf(i18n);
  const wanted: InterfaceLanguage[] = language === 'en' ? ['en'] : ['en', language];
  return Promise.all(
    wanted.map((lng) => {
      const key = `${loaderIndex}:${lng}`;
      let done = registry.loaded.get(key);
      if (!done) {
        done = registry.loaders[loaderIndex]!(localeFolder(lng)).then((bundle) => addBundle(i18n, lng, bundle));
        // A failed load may be retried later (e.g. back online).
        done.catch(() => registry.loaded.delete(key));
        registry.loaded.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * Adds a group of namespaces (e.g. the app's own) to `i18n`: loads the current language's and
 * English texts now, and every later language's in setLanguage. Resolves when they are there.
 */
export function registerTexts(i18n: I18n, loader: LocaleLoader): Promise<void> {
  const instance = originalOf(i18n);
  const registry = registryOf(instance);
  registry.loaders.push(loader);
  return load(instance, registry.loaders.length - 1, (instance.language as InterfaceLanguage) || 'en');
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Shows `language` (§1 Loading): loads its texts of every registered group (one chunk each, on
 * demand) before switching, so nothing is shown half translated. An unknown code means English.
 * If loading fails the page continues in English; the failure is passed to `onLoadError` (default:
 * console.warn) only when the browser is online. Resolves with the language now shown.
 */
export async function setLanguage(i18n: I18n, language: string, onLoadError: (error: unknown) => void = (e) => console.warn('Language texts could not be loaded', e)): Promise<InterfaceLanguage> {
  const wanted = parseLanguage(language) ?? 'en';
  const instance = originalOf(i18n);
  const registry = registryOf(instance);
  try {
    await Promise.all(registry.loaders.map((_, index) => load(instance, index, wanted)));
    await instance.changeLanguage(wanted);
    return wanted;
  } catch (error) {
    if (online()) onLoadError(error);
    await Promise.all(registry.loaders.map((_, index) => load(instance, index, 'en'))).catch(() => undefined);
    await instance.changeLanguage('en');
    return 'en';
  }
}

/**
 * A fresh i18next instance showing `language` (a supported code, `en-GB`, or a browser tag; an
 * unknown one means English), with core's namespaces loaded for it and for English (§1). With
 * `deferCollab` the `collab` namespace arrives later (see loadCollabTexts: the embed's first load).
 * Keys are `namespace:key` or, for errors, `errors.key` (the §8 catalogue's keys, see errorMessageKey).
 * `onLoadError` as for setLanguage.
 */
export async function createI18n(language = 'en', options: { deferCollab?: boolean; onLoadError?: (error: unknown) => void } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: namespaces.filter((ns) => ns !== 'collab'),
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  registryOf(instance).loaders.push((folder) => coreLocales[folder]());
  await setLanguage(instance, language, options.onLoadError);
  const collab = loadCollabTexts(instance);
  if (!options.deferCollab) await collab;
  else collab.catch(() => undefined);
  return instance;
}

/**
 * Adds the `collab` namespace (the collaboration texts, §2) to `i18n` once, in every language it
 * shows from then on; resolves when it is there. createI18n calls it (and waits for it unless
 * `deferCollab`, the embed's first load); the collaboration views wait for it before they render.
 */
export function loadCollabTexts(i18n: I18n): Promise<void> {
  const registry = registryOf(i18n);
  registry.collab ??= registerTexts(i18n, (folder) => collabLocales[folder]());
  return registry.collab;
}

/**
 * Keeps `<html lang>` equal to the language of the text shown (§1): now and after every change.
 * Norwegian shows as `nb` (languageTag).
 */
export function syncDocumentLanguage(i18n: I18n, doc: Document): void {
  const apply = (language: string) => {
    doc.documentElement.lang = language === 'no' ? 'nb' : language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
