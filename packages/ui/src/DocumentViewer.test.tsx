// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@inkflow/core';
import { DocumentViewer, InkflowI18nProvider } from '@inkflow/ui';
import { sampleAgreement } from './stories/sampleAgreement.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

describe('DocumentViewer', () => {
  it('shows the name, the text boxes in box order with marks, and the participants with their status', async () => {
    const agreement = sampleAgreement({ signed: true });
    const { container } = render(
      <InkflowI18nProvider i18n={i18n}>
        <DocumentViewer agreement={agreement} />
      </InkflowI18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Apartment rental agreement' })).toBeTruthy();
    // The participant list loads on demand.
    await screen.findByRole('heading', { level: 2, name: 'Participants' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['The apartment', 'Payment', 'Participants']);
    expect(container.querySelector('strong')?.textContent).toBe('Storgatan 1');
    expect(container.querySelector('em')?.textContent).toBe('first');
    expect(container.querySelector('u')?.textContent).toBe('furnished');

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Olivia Owner');
    expect(items[0]?.textContent).toContain('Organizer');
    expect(items[0]?.textContent).toContain('Awaiting signature');
    expect(items[1]?.textContent).toContain('Tom Tenant');
    expect(items[1]?.textContent).toContain('Signatory');
    expect(items[1]?.textContent).toContain('Standard e-signature');
    expect(items[1]?.textContent).toContain('Signed');
  });

  it('embedded in the owner page, is not the main heading and leaves the participants to the sidebar', () => {
    render(
      <InkflowI18nProvider i18n={i18n}>
        <DocumentViewer agreement={sampleAgreement({ signed: true })} embedded />
      </InkflowI18nProvider>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Apartment rental agreement', 'The apartment', 'Payment']);
  });

  it('renders stored text as text, never as HTML', () => {
    const agreement = sampleAgreement();
    agreement.boxes = [{ id: 1, type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)>' }] }] }, config: {} }];
    const { container } = render(
      <InkflowI18nProvider i18n={i18n}>
        <DocumentViewer agreement={agreement} />
      </InkflowI18nProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
