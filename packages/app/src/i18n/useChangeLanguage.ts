import { languageCookieValue, setLanguage, type InterfaceLanguage } from '@inkflow/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReporter } from '../session/transport.js';

/**
 * Switches the interface to `language` the way a picker does (§1): loads its texts (core
 * setLanguage: on failure the page stays in English, reported only when online), then remembers
 * the choice in the flow-preferred-language cookie. Resolves with the language now shown.
 */
export function useChangeLanguage(): (language: InterfaceLanguage) => Promise<InterfaceLanguage> {
  const { i18n } = useTranslation();
  return useCallback(
    async (language) => {
      const shown = await setLanguage(i18n, language, (error) => errorReporter.report(error));
      document.cookie = languageCookieValue(shown);
      return shown;
    },
    [i18n],
  );
}
