import type { Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { languageEndonyms, languageTag, setLanguage, supportedLanguages } from '@inkflow/core';
import { createAppI18n } from '@inkflow/app/i18n';
import { InkflowI18nProvider } from '@inkflow/ui';
import '@inkflow/ui/tokens.css';
import '@inkflow/ui/styles.css';
import '@inkflow/app/app.css';
import '@inkflow/app/design.css';

let ready: Promise<I18n> | undefined;

/**
 * Every story renders inside InkflowI18nProvider with @inkflow/core's and the app's namespaces, in
 * the language of the toolbar's Language menu (English by default; §1's twelve languages).
 */
const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLanguages.map((code) => ({ value: code, title: languageEndonyms[code] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  loaders: [
    async (context) => {
      const i18n = await (ready ??= createAppI18n('en'));
      await setLanguage(i18n, String(context.globals.language ?? 'en'));
      document.documentElement.lang = languageTag(i18n.language);
      return { i18n };
    },
  ],
  decorators: [
    (Story, context) => (
      <InkflowI18nProvider i18n={context.loaded.i18n as I18n}>
        <Story />
      </InkflowI18nProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};
export default preview;
