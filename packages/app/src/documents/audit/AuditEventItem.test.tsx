// @vitest-environment jsdom
import type { AgreementEvent } from '@inkflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { AuditEventItem } from './AuditEventItem.js';

afterEach(cleanup);

describe('AuditEventItem', () => {
  it('shows the event as a sentence with its children, and the evidence behind Details', async () => {
    const child: AgreementEvent = {
      id: 10,
      parentId: 9,
      type: 'sealed',
      actor: { kind: 'system', id: null, name: null },
      created: '2026-11-23T10:00:01.000Z',
      ip: null,
      userAgent: null,
      documentHash: 'b'.repeat(64),
      payload: {},
      children: [],
    };
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
      children: [child],
    };
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <ul>
          <AuditEventItem event={event} />
        </ul>
      </I18nextProvider>,
    );
    expect(screen.getByText('Bob Signer filled in Bob company, vat_no')).toBeTruthy();
    expect(screen.getByText('The signed PDF was sealed')).toBeTruthy();
    expect(screen.getAllByText('Details')[0]!.tagName).toBe('SUMMARY');
    expect(screen.getByText('127.0.0.1')).toBeTruthy();
  });
});
