/**
 * The app's i18n instance: core's namespaces (shared with the embed) plus the namespaces only
 * the signed-in app uses (app, auth, workspace, panels, richtext, extensions, profile), kept out of the embed bundle.
 * Each language's app texts are one chunk, loaded on demand with core's (§1 Loading).
 */
import { createI18n, registerTexts, type LocaleBundle, type LocaleFolder } from '@inkflow/core';
import type { i18n as I18n } from 'i18next';
import english from './en/index.js';

/** The app-only English texts (typed; stories and tests read option lists from them). English is in the app's first chunk: it is the fallback of every language. */
export const appResources = english;

/** The app-only namespaces per locale folder: `app` (signed-in pages), `auth` (signed-out area), `workspace` (dashboard), `panels` (notes, reminders, links, settings), `richtext` (text editor), `extensions` (account features, AI review), `profile` (My settings). */
export const appLocales: Record<LocaleFolder, () => Promise<LocaleBundle>> = {
  en: () => Promise.resolve(english),
  'en-gb': () => import('./en-gb/index.js').then((m) => m.default),
  sv: () => import('./sv/index.js').then((m) => m.default),
  nb: () => import('./nb/index.js').then((m) => m.default),
  da: () => import('./da/index.js').then((m) => m.default),
  de: () => import('./de/index.js').then((m) => m.default),
  fi: () => import('./fi/index.js').then((m) => m.default),
  es: () => import('./es/index.js').then((m) => m.default),
  fr: () => import('./fr/index.js').then((m) => m.default),
  nl: () => import('./nl/index.js').then((m) => m.default),
  pl: () => import('./pl/index.js').then((m) => m.default),
  pt: () => import('./pt/index.js').then((m) => m.default),
  it: () => import('./it/index.js').then((m) => m.default),
};

/**
 * createI18n(`language`) with the app-only namespaces added, for `language` and English, before
 * it resolves (§1: nothing shows before its texts). `onLoadError` as for core's setLanguage.
 */
export async function createAppI18n(language: string, options: { onLoadError?: (error: unknown) => void } = {}): Promise<I18n> {
  const i18n = await createI18n(language, options);
  await registerTexts(i18n, (folder) => appLocales[folder]());
  return i18n;
}
