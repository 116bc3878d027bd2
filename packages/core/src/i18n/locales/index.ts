import type { LocaleFolder } from '../languages.js';

/** One language's texts: namespace → nested keys. */
export type LocaleBundle = Record<string, Record<string, unknown>>;

/**
 * The namespaces shared by the app and the embed (boxes, common, embed, errors, pdf, sign), one
 * chunk per language, English included, so the embed's first JavaScript carries no texts (its
 * size budget, README "Figures"). British English holds only the texts that differ from `en`.
 */
export const coreLocales: Record<LocaleFolder, () => Promise<LocaleBundle>> = {
  en: () => import('./en/index.js').then((m) => m.default),
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

/** The `collab` namespace (§2 Collaboration) per language, loaded only where collaboration shows. */
export const collabLocales: Record<LocaleFolder, () => Promise<LocaleBundle>> = {
  en: () => import('./en/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  'en-gb': () => Promise.resolve({}),
  sv: () => import('./sv/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  nb: () => import('./nb/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  da: () => import('./da/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  de: () => import('./de/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  fi: () => import('./fi/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  es: () => import('./es/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  fr: () => import('./fr/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  nl: () => import('./nl/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  pl: () => import('./pl/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  pt: () => import('./pt/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
  it: () => import('./it/collab.json', { with: { type: 'json' } }).then((m) => ({ collab: m.default })),
};
