import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';

/** The `vi.fn()` a test answers the page's calls with. */
type ServeMock = ReturnType<typeof vi.fn>;
import { createAppI18n } from '../i18n/createAppI18n.js';

/**
 * Test helper of the settings pages' unit tests: renders `page` in English with the global fetch
 * answered by `serve(path, { method, body })` — the typed client's calls as a plain path, method
 * and JSON text, so a test can assert what was sent (`putBody`). Pair with `vi.unstubAllGlobals()`.
 */
export async function renderSettingsPage(page: ReactElement, serve: ServeMock): Promise<void> {
  const answer = serve as unknown as (path: string, init: RequestInit) => Promise<Response>;
  vi.stubGlobal('fetch', async (request: Request) => answer(new URL(request.url).pathname, { method: request.method, ...(request.method === 'GET' ? {} : { body: await request.text() }) }));
  const i18n = await createAppI18n('en');
  render(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
}

/** The JSON body of the first PUT `serve` received, or undefined. */
export function putBody(serve: ServeMock): unknown {
  const put = serve.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  return put ? (JSON.parse((put[1] as RequestInit).body as string) as unknown) : undefined;
}
