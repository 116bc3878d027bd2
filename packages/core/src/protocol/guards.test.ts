import { describe, expect, it } from 'vitest';
import { embedCommand, embedEvent, isDefaultAllowedParentOrigin, isEmbedCommand, isEmbedEvent, isEmbedEventOf } from '@inkflow/core/protocol';

describe('event guards', () => {
  it('accepts each well-formed event', () => {
    const good = [
      embedEvent('hello', { versions: [1] }),
      embedEvent('ready', { agreementId: 1, participantId: 2, state: 1 }),
      embedEvent('ready', { agreementId: 1, participantId: null, state: 1 }),
      embedEvent('resize', { height: 640 }),
      embedEvent('signed', { agreementId: 1, participantId: 2, state: 4 }),
      embedEvent('declined', { agreementId: 1, participantId: 2, reason: 'price' }),
      embedEvent('error', { code: 4999, message: 'Document is locked' }),
      embedEvent('closed', {}),
    ];
    for (const m of good) expect(isEmbedEvent(m), m.type).toBe(true);
  });

  it('rejects wrong payloads per type', () => {
    const bad: unknown[] = [
      embedEvent('hello', { versions: [] }),
      { ...embedEvent('resize', { height: 1 }), payload: { height: 'tall' } },
      { ...embedEvent('resize', { height: 1 }), payload: { height: -1 } },
      { ...embedEvent('resize', { height: 1 }), payload: { height: Number.NaN } },
      { ...embedEvent('signed', { agreementId: 1, participantId: 2, state: 4 }), payload: { agreementId: '1', participantId: 2, state: 4 } },
      { ...embedEvent('declined', { agreementId: 1, participantId: 2, reason: 'x' }), payload: { agreementId: 1, participantId: 2 } },
      { ...embedEvent('error', { code: 1, message: 'x' }), payload: { code: {}, message: 'x' } },
      { ...embedEvent('closed', {}), payload: { extra: 1 } },
      { ...embedEvent('ready', { agreementId: 1, participantId: 2, state: 1 }), payload: { agreementId: 0, participantId: 2, state: 1 } },
    ];
    for (const m of bad) expect(isEmbedEvent(m)).toBe(false);
  });

  it('rejects foreign envelopes, unknown types and prototype keys', () => {
    expect(isEmbedEvent({ source: 'other', v: 1, type: 'resize', payload: { height: 1 } })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'toString', payload: {} })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'nope', payload: {} })).toBe(false);
    expect(isEmbedEvent('{"source":"inkflow"}')).toBe(false);
    expect(isEmbedEvent(null)).toBe(false);
  });

  it('narrows by type', () => {
    const m: unknown = embedEvent('signed', { agreementId: 3, participantId: 4, state: 4 });
    expect(isEmbedEventOf('signed', m)).toBe(true);
    expect(isEmbedEventOf('ready', m)).toBe(false);
  });
});

describe('command guards', () => {
  it('accepts ack, setLanguage and focus', () => {
    expect(isEmbedCommand(embedCommand('ack', { v: 1 }))).toBe(true);
    expect(isEmbedCommand(embedCommand('setLanguage', { language: 'sv' }))).toBe(true);
    expect(isEmbedCommand(embedCommand('focus', {}))).toBe(true);
  });
  it('rejects malformed commands and events posing as commands', () => {
    expect(isEmbedCommand(embedCommand('setLanguage', { language: '<script>' }))).toBe(false);
    expect(isEmbedCommand({ ...embedCommand('ack', { v: 1 }), payload: { v: '1' } })).toBe(false);
    expect(isEmbedCommand(embedEvent('resize', { height: 1 }))).toBe(false);
  });
});

describe('isDefaultAllowedParentOrigin', () => {
  it('allows localhost and 127.0.0.1 on any port only', () => {
    expect(isDefaultAllowedParentOrigin('http://localhost:5173')).toBe(true);
    expect(isDefaultAllowedParentOrigin('http://127.0.0.1')).toBe(true);
    expect(isDefaultAllowedParentOrigin('http://localhost.evil.com')).toBe(false);
    expect(isDefaultAllowedParentOrigin('https://evil.com')).toBe(false);
    expect(isDefaultAllowedParentOrigin('null')).toBe(false);
  });
});
