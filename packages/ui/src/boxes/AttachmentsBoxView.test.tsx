// @vitest-environment jsdom
import { createI18n } from '@inkflow/core';
import { BoxView, InkflowI18nProvider, formatFileSize } from '@inkflow/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAttachments(api?: { asset(id: number): Promise<Blob> }) {
  const agreement = sampleSectionsAgreement();
  render(
    <InkflowI18nProvider i18n={await createI18n('en')}>
      <BoxView box={agreement.boxes.find((b) => b.id === 21)!} agreement={agreement} {...(api ? { api } : {})} />
    </InkflowI18nProvider>,
  );
}

describe('AttachmentsBoxView', () => {
  it('formats sizes in decimal units', () => {
    expect(formatFileSize(820)).toBe('820 byte');
    expect(formatFileSize(284_300)).toBe('284.3 kB');
    expect(formatFileSize(1_520_000)).toBe('1.5 MB');
  });

  it('lists the files with sizes and downloads one through api.asset as an object URL', async () => {
    const asset = vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const createObjectURL = vi.fn(() => 'blob:floor-plan');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await renderAttachments({ asset });
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual(['floor-plan.pdf, 284.3 kB', 'inventory.png, 1.5 MB']);
    fireEvent.click(screen.getByRole('button', { name: 'Download floor-plan.pdf' }));
    await vi.waitFor(() => expect(clicked).toEqual(['floor-plan.pdf blob:floor-plan']));
    expect(asset).toHaveBeenCalledWith(31);
    click.mockRestore();
  });

  it('shows an alert when a download fails, and no buttons without an api', async () => {
    await renderAttachments({ asset: async () => Promise.reject(new Error('offline')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download inventory.png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('inventory.png could not be downloaded. Please try again.');
    cleanup();
    await renderAttachments();
    await screen.findByRole('list', { name: 'Attached files' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
