import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** Props of InkflowI18nProvider. */
export interface InkflowI18nProviderProps {
  /** A ready i18next instance, normally from `createI18n(language)` of @inkflow/core. */
  i18n: I18n;
  children?: ReactNode;
}

/**
 * Gives every Inkflow component below it its i18next instance (DESIGN.md "i18n"). Components
 * read their texts with `useTranslation`; none hard-codes visible text. Each app or embed page
 * passes its own instance, so two widgets never share a language by accident.
 */
export function InkflowI18nProvider({ i18n, children }: InkflowI18nProviderProps) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
