/** Renders a panel for the tests: the app's i18n (createAppI18n('en')) and a router. */
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createAppI18n } from '../../i18n/createAppI18n.js';

let shared: I18n | null = null;

/** Renders `ui` inside the providers a panel needs. */
export async function renderPanel(ui: ReactNode) {
  shared ??= await createAppI18n('en');
  return render(
    <I18nextProvider i18n={shared}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
