import type { AgreementEvent } from '@inkflow/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { auditSentence, auditTime, type Translate } from './auditSentence.js';

let t: Translate;
beforeAll(async () => {
  const i18n = await createAppI18n('en');
  const fixed = i18n.getFixedT('en', 'app');
  t = (key, values) => fixed(key, values ?? {});
});

function event(type: string, payload: Record<string, unknown> = {}, actor: AgreementEvent['actor'] = { kind: 'participant', id: 4, name: 'Sam Signer' }): AgreementEvent {
  return { id: 1, parentId: null, type, actor, created: '2026-11-23T10:00:00.000Z', ip: '127.0.0.1', userAgent: null, documentHash: 'a'.repeat(64), payload, children: [] };
}

describe('auditSentence', () => {
  it('says who signed and with which sign method', () => {
    expect(auditSentence(event('signed', { sign_method: 0 }), t)).toBe('Sam Signer signed with Standard e-signature');
    expect(auditSentence(event('signed', { sign_method: 1 }), t)).toBe('Sam Signer signed with SMS verification');
  });

  it('tells a security code sent by SMS as a sentence, never as sign_code_sent', () => {
    expect(auditSentence(event('sign_code_sent', { channel: 'sms' }), t)).toBe('A security code was sent to Sam Signer by SMS');
  });

  it('names the state of a status change and the fields a guest filled in', () => {
    expect(auditSentence(event('state_changed', { from: 1, to: 2 }), t)).toMatch(/^The status changed to \S/);
    expect(auditSentence(event('state_changed', { from: 1, to: 2 }), t)).not.toContain('sign:');
    expect(auditSentence(event('inputs_filled', { fields: [{ key: 'bob_company', name: 'Bob company' }, { key: 'vat_no', name: null }] }), t)).toBe(
      'Sam Signer filled in Bob company, vat_no',
    );
  });

  it('gives the reason of a cancel or termination, and names a corrected recipient and a new expiry date', () => {
    const owner = { kind: 'position' as const, id: 1, name: 'Olive Owner' };
    expect(auditSentence(event('cancelled', { reason: 'Wrong price' }, owner), t)).toBe('Olive Owner cancelled the document. Reason: Wrong price');
    expect(auditSentence(event('terminated', {}, owner), t)).toBe('Olive Owner terminated the contract');
    expect(auditSentence(event('recipient_corrected', { participant_id: 7, invited: true }, owner), t, [{ id: 7, fullname: 'Ann Buyer' }])).toMatch(/^Olive Owner corrected Ann Buyer.s address and sent a new invitation/);
    expect(auditSentence(event('expiry_changed', { to: '2027-01-31T00:00:00.000Z' }, owner), t)).toBe('Olive Owner moved the expiry date to 2027-01-31');
  });

  it('tells what an accepted suggestion changed', () => {
    const owner = { kind: 'position' as const, id: 1, name: 'Olive Owner' };
    expect(auditSentence(event('suggestion_accepted', { deleted: 'May', inserted: 'June' }, owner), t)).toBe('Olive Owner accepted a suggestion: “May” became “June”');
    expect(auditSentence(event('suggestion_accepted', { deleted: ' late', inserted: '' }, owner), t)).toBe('Olive Owner accepted a suggestion to delete “ late”');
    expect(auditSentence(event('suggestion_accepted', { deleted: '', inserted: 'net 30' }, owner), t)).toBe('Olive Owner accepted a suggestion to add “net 30”');
  });

  it('names the participant a reminder was sent to, from the agreement', () => {
    const owner = { kind: 'position' as const, id: 1, name: 'Olive Owner' };
    expect(auditSentence(event('reminded', { participant_id: 7 }, owner), t, [{ id: 7, fullname: 'Ann Buyer' }])).toBe('Olive Owner sent a reminder to Ann Buyer');
    expect(auditSentence(event('reminded', { participant_id: 8 }, owner), t, [])).toBe('Olive Owner sent a reminder to a participant');
  });

  it('speaks of the system without an actor, and never shows the key of an unknown event', () => {
    const system = { kind: 'system' as const, id: null, name: null };
    expect(auditSentence(event('sealed', {}, system), t)).toBe('The signed PDF was sealed');
    expect(auditSentence(event('published', {}, { kind: 'position', id: 1, name: 'Olive Owner' }), t)).toBe('Olive Owner sent the document for signing');
    const unknown = auditSentence(event('some_future_event', {}, system), t);
    expect(unknown).not.toContain('some_future_event');
    expect(unknown).toBe('Other activity by Inkflow');
  });

  it('has a sentence (no key, no braces) for every event type the server records', () => {
    const types = ['created', 'published', 'signed', 'state_changed', 'deleted', 'sealed', 'seal_failed', 'concluded_copy_sent', 'imported_document_stored', 'invited', 'approved', 'approval_declined', 'declined', 'cancelled', 'terminated', 'expired', 'sign_code_sent', 'reminded', 'mfa_validated', 'eid_started', 'eid_failed', 'moved', 'restored', 'purged', 'imported_reset', 'replaced', 'inputs_filled', 'links_revoked'];
    for (const type of types) {
      const sentence = auditSentence(event(type, { to: 2, sign_method: 0 }), t);
      expect(sentence, type).not.toMatch(/audit\.|_|\{\{|Other activity/);
    }
  });
});

describe('auditTime', () => {
  it('formats a readable local date and time, not an ISO string', () => {
    const text = auditTime('2026-11-23T10:00:00.000Z', 'en');
    expect(text).toMatch(/Nov 2[34], 2026/);
    expect(text).not.toContain('T10');
  });
});
