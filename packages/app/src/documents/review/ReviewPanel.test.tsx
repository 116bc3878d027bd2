// @vitest-environment jsdom
import type { AgreementReviewWire } from '@inkflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { ReviewPanel } from './ReviewPanel.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const review = (findings: AgreementReviewWire['findings']): AgreementReviewWire => ({
  agreement_id: 5,
  state: 'reviewed',
  checksum: 'abc',
  reviewed_at: '2026-11-28T10:00:00.000Z',
  reviewer: 'rules',
  findings,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPanel(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    urls.push(request.url);
    return answer();
  });
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewPanel agreementId={5} workspaceId={2} />
    </I18nextProvider>,
  );
  return urls;
}

describe('ReviewPanel', () => {
  it('asks for the agreement’s review and lists its findings with their severity as text', async () => {
    const urls = await renderPanel(() =>
      json(200, {
        collection: [
          review([
            { code: 'no_signatory', severity: 'high', box_id: null, subject: null },
            { code: 'required_input_empty', severity: 'medium', box_id: 3, subject: 'Yearly price' },
            { code: 'no_expiry_date', severity: 'low', box_id: null, subject: null },
          ]),
        ],
        count: 1,
      }),
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'HighNo one is set to sign this contract.',
      'MediumThe required field “Yearly price” is empty.',
      'LowThe contract has no expiry date.',
    ]);
    expect(screen.getByText(/^3 findings/)).toBeTruthy();
    expect(new URL(urls[0]!).pathname).toBe('/api/ext/ai_review/workspaces/2/agreements/');
    expect(new URL(urls[0]!).searchParams.getAll('ids[]')).toEqual(['5']);
  });

  it('says so when nothing is missing', async () => {
    await renderPanel(() => json(200, { collection: [review([])], count: 1 }));
    expect(await screen.findByText(/^Nothing looks missing in this version\./)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the §8 message when the extension is off (6001)', async () => {
    await renderPanel(() => json(403, { status_code: 403, api_error_code: 6001, message: 'Extension disabled in your account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Extension disabled in your account/);
  });
});
