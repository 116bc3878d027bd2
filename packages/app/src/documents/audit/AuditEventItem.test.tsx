// @vitest-environment jsdom
import type { AgreementEvent } from '@inkflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { AuditEventItem } from './AuditEventItem.js';

afterEach(cleanup);

describe('AuditEventItem', () => {
  it('names the fields a guest filled in after publishing, by their names (keys when unnamed)', async () => {
    const event: AgreementEvent = {
      id: 9,
      parentId: null,
      type: 'inputs_filled',
      actor: { kind: 'participant', id: 4, name: 'Bob Signer' },
      created: '2026-11-23T10:00:00.000Z',
      ip: '127.0.0.1',
      userAgent: null,
      documentHash: 'a'.repeat(64),
      payload: { fields: [{ key: 'bob_company', name: 'Bob company' }, { key: 'vat_no', name: null }], checksum: 'c' },
      children: [],
    };
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <ul>
          <AuditEventItem event={event} />
        </ul>
      </I18nextProvider>,
    );
    expect(screen.getByText('Filled in Bob company, vat_no')).toBeTruthy();
    expect(screen.getByText(/By Bob Signer/)).toBeTruthy();
  });
});
