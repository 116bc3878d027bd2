// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError, createI18n, type ApiClient } from '@inkflow/core';
import { InkflowI18nProvider, SealedPdfDownload } from '@inkflow/ui';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  // jsdom has no blob URLs: stand-ins for the browser's URL.createObjectURL / revokeObjectURL.
  URL.createObjectURL = vi.fn(() => 'blob:sealed');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const processing = () => new ApiError(409, { status_code: 409, api_error_code: 'ASSET_PROCESSING', message: 'processing in progress, try again shortly' });

/** The story API client (a stand-in for the server) whose sealedPdf answers from `answers` in turn. */
function apiAnswering(answers: (() => Promise<Blob>)[]): ApiClient & { calls: number } {
  const api: ApiClient & { calls: number } = Object.assign(createStoryApiClient(sampleAgreement()), { calls: 0 });
  api.sealedPdf = () => answers[Math.min(api.calls++, answers.length - 1)]!();
  return api;
}

function renderDownload(api: ApiClient) {
  render(
    <InkflowI18nProvider i18n={i18n}>
      <SealedPdfDownload api={api} agreement={{ id: 1, name: 'Lease' }} retryMs={5} />
    </InkflowI18nProvider>,
  );
}

describe('SealedPdfDownload', () => {
  it('says "Sealing…" while the seal job runs, asks again, and downloads once the PDF is sealed', async () => {
    let release!: () => void;
    const sealed = new Promise<void>((resolve) => (release = resolve));
    const api = apiAnswering([
      () => Promise.reject(processing()),
      async () => {
        await sealed;
        return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      },
    ]);
    const clicks: string[] = [];
    const onClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderDownload(api);
    fireEvent.click(screen.getByRole('button', { name: 'Download signed PDF' }));

    const button = await screen.findByRole('button', { name: 'Sealing…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/being sealed/);
    expect(screen.queryByRole('alert')).toBeNull();

    release();
    await screen.findByRole('button', { name: 'Download signed PDF' });
    expect(clicks).toEqual(['Lease-signed.pdf']);
    expect(api.calls).toBe(2);
    onClick.mockRestore();
  });

  it('reports any other failure and lets the user try again', async () => {
    const api = apiAnswering([() => Promise.reject(new ApiError(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'The signed PDF is not available' }))]);
    renderDownload(api);
    fireEvent.click(screen.getByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be downloaded/));
    expect((screen.getByRole('button', { name: 'Download signed PDF' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.calls).toBe(1);
  });
});
