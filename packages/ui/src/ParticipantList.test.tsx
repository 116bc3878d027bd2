// @vitest-environment jsdom
import { createI18n, type Participant } from '@inkflow/core';
import { InkflowI18nProvider, ParticipantList } from '@inkflow/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

const participant = (id: number, fullname: string): Participant => ({
  id,
  fullname,
  email: `p${id}@example.com`,
  type: 1,
  signMethod: 0,
  companyName: null,
  individual: true,
  partyId: null,
  signedAt: null,
  declinedAt: null,
  enabled: true,
});

describe('ParticipantList', () => {
  it('shows names without bidi controls, so a name ending "fdp.exe" cannot read "exe.pdf"', async () => {
    render(
      <InkflowI18nProvider i18n={await createI18n('en')}>
        <ParticipantList participants={[participant(1, 'Eve \u202Efdp.exe'), participant(2, 'שרה \u2067Cohen\u2069')]} />
      </InkflowI18nProvider>,
    );
    const names = (await screen.findAllByRole('listitem')).map((li) => li.querySelector('.ink-participant__name')?.textContent);
    expect(names).toEqual(['Eve fdp.exe', 'שרה Cohen']);
  });
});
