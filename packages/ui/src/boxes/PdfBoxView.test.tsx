// @vitest-environment jsdom
import { ApiError, BoxType, createI18n, type Box } from '@inkflow/core';
import { InkflowI18nProvider } from '@inkflow/ui';
import { PdfBoxView } from './PdfBoxView.js';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

// Drawing pages needs a real canvas and pdfjs's worker: tests/e2e/pdf-box.test.ts covers it in
// Chromium. Here: what a reader sees before any page exists.
afterEach(cleanup);

const pdfBox = (assetId: number | null): Box => ({ id: 7, type: BoxType.Pdf, content: { asset_id: assetId }, config: {} }) as Box;

async function renderView(box: Box, api?: { asset(id: number): Promise<Blob> }) {
  const agreement = sampleSectionsAgreement({ withStore: false });
  return render(
    <InkflowI18nProvider i18n={await createI18n('en')}>
      <PdfBoxView box={box} agreement={agreement} api={api} />
    </InkflowI18nProvider>,
  );
}

/** An asset fetcher failing with `errors` in turn (the last one repeats); counts its calls. */
function failingApi(...errors: unknown[]) {
  const calls: number[] = [];
  return {
    calls,
    asset: (id: number) => {
      calls.push(id);
      return Promise.reject(errors[Math.min(calls.length, errors.length) - 1]);
    },
  };
}

describe('PdfBoxView', () => {
  it('shows nothing without a file or without an asset fetcher', async () => {
    const empty = await renderView(pdfBox(null), failingApi(new TypeError('x')));
    expect(empty.container.innerHTML).toBe('');
    cleanup();
    const noApi = await renderView(pdfBox(5));
    expect(noApi.container.innerHTML).toBe('');
  });

  it('says it is loading, then ASSET_PROCESSING with "Try again", which fetches again', async () => {
    const api = failingApi(new ApiError(409, { status_code: 409, api_error_code: 'ASSET_PROCESSING', message: 'busy' }), new TypeError('Failed to fetch'));
    await renderView(pdfBox(5), api);
    expect(screen.getByRole('status').textContent).toBe('Loading PDF…');
    expect((await screen.findByRole('alert')).textContent).toBe('Processing in progress, try again shortly');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The PDF could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(api.calls).toEqual([5, 5]);
  });

  it('shows ASSET_PROCESSING_FAILED without "Try again"', async () => {
    await renderView(pdfBox(9), failingApi(new ApiError(400, { status_code: 400, api_error_code: 'ASSET_PROCESSING_FAILED', message: 'bad' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Processing failed due to a file error, fix the file');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
