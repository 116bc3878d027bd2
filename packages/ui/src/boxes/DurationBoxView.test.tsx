// @vitest-environment jsdom
import { createI18n, BoxType } from '@inkflow/core';
import { BoxView, InkflowI18nProvider } from '@inkflow/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(cleanup);

describe('DurationBoxView', () => {
  it('shows the dates as YYYY-MM-DD and the periods with their units', async () => {
    const agreement = sampleSectionsAgreement();
    render(
      <InkflowI18nProvider i18n={await createI18n('en')}>
        <BoxView box={agreement.boxes.find((b) => b.id === 20)!} agreement={agreement} />
      </InkflowI18nProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Contract period' });
    const facts = within(section)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Start date=2027-01-01', 'End date=2027-12-31', 'Duration=12 months', 'Notice period=3 months']);
  });

  it('uses the singular unit for one and renders nothing when nothing is set', async () => {
    const agreement = sampleSectionsAgreement();
    const i18n = await createI18n('en');
    const { container } = render(
      <InkflowI18nProvider i18n={i18n}>
        <BoxView box={{ id: 1, type: BoxType.Duration, content: { initial_duration: { amount: 1, unit: 'years' } }, config: {} }} agreement={agreement} />
        <BoxView box={{ id: 2, type: BoxType.Duration, content: { start_date: null }, config: {} }} agreement={agreement} />
      </InkflowI18nProvider>,
    );
    expect(await screen.findByText('1 year')).toBeTruthy();
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });
});
