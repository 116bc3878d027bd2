// @vitest-environment jsdom
import { createI18n } from '@inkflow/core';
import { BoxView, InkflowI18nProvider } from '@inkflow/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(cleanup);

async function facts(insured: unknown) {
  const agreement = sampleSectionsAgreement();
  agreement.data = agreement.data.map((item) => ((item as { value: { key: string } }).value.key === 'insured' ? { key: 'data_field', value: { key: 'insured', type: 'checkbox', value: insured } } : item));
  render(
    <InkflowI18nProvider i18n={await createI18n('en')}>
      <BoxView box={agreement.boxes.find((b) => b.id === 22)!} agreement={agreement} />
    </InkflowI18nProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Form inputs' });
  const result = within(section)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
  cleanup();
  return result;
}

describe('FormInputBoxView', () => {
  it('shows each label with its data field value, marking required inputs and empty values', async () => {
    expect(await facts(true)).toEqual(['Tenant phone (required)=+46 70 123 45 67', 'Move-in date=Not filled in', 'Home insurance=Checked']);
  });

  it('reads checkboxes with the §3 rule: 0, empty string, false and empty are unchecked', async () => {
    for (const value of [0, '', false, null, '0']) expect((await facts(value))[2]).toBe('Home insurance=Not checked');
    expect((await facts(1))[2]).toBe('Home insurance=Checked');
  });
});
