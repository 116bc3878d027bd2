import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppI18n } from '../i18n/createAppI18n.js';

let i18n: I18n | null = null;

/** Shows the router location as text (`data-testid="location"`) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path` (a route pattern) with English i18n, starting at `url`. */
export async function renderRoute(path: string, element: ReactNode, url: string, extra: ReactNode = null) {
  i18n ??= await createAppI18n('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        {extra}
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
