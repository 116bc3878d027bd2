import type { Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { createAppI18n } from '@inkflow/app/i18n';
import { InkflowI18nProvider } from '@inkflow/ui';
import '@inkflow/ui/tokens.css';
import '@inkflow/ui/styles.css';
import '@inkflow/app/app.css';
import '@inkflow/app/design.css';

let ready: Promise<I18n> | undefined;

/** Every story renders inside InkflowI18nProvider with the English resources of @inkflow/core and the app's own namespaces. */
const preview: Preview = {
  loaders: [async () => ({ i18n: await (ready ??= createAppI18n('en')) })],
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
