import { describe, expect, it } from 'vitest';
import {
  embedCommand,
  embedEvent,
  isDefaultAllowedParentOrigin,
  isEmbedCommand,
  isEmbedEvent,
  isEmbedEventOf,
  isEmbedReply,
  negotiateVersion,
} from '@inkflow/core/protocol';

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
      embedEvent('reply', { id: 1, ok: true }),
      embedEvent('reply', { id: 7, ok: false, error: 'invalid value for --ink-font' }),
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
      { ...embedEvent('hello', { versions: [1] }), payload: { versions: [0] } },
      { ...embedEvent('hello', { versions: [1] }), payload: { versions: Array.from({ length: 17 }, (_, i) => i + 1) } },
      { ...embedEvent('hello', { versions: [1] }), payload: { versions: '1' } },
      { ...embedEvent('reply', { id: 1, ok: true }), payload: { id: 0, ok: true } },
      { ...embedEvent('reply', { id: 1, ok: true }), payload: { id: 1, ok: false } },
      { ...embedEvent('reply', { id: 1, ok: true }), payload: { id: 1, ok: 'yes' } },
      { ...embedEvent('reply', { id: 1, ok: true }), payload: { ok: true } },
    ];
    for (const m of bad) expect(isEmbedEvent(m)).toBe(false);
  });

  it('rejects foreign envelopes, unknown types and prototype keys', () => {
    expect(isEmbedEvent({ source: 'other', v: 1, type: 'resize', payload: { height: 1 } })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'toString', payload: {} })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'nope', payload: {} })).toBe(false);
    expect(isEmbedEvent('{"source":"inkflow"}')).toBe(false);
    expect(isEmbedEvent(null)).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 0, type: 'closed', payload: {} })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'closed' })).toBe(false);
    expect(isEmbedEvent({ source: 'inkflow', v: 1, type: 'closed', payload: {}, id: -1 })).toBe(false);
    expect(isEmbedEvent([embedEvent('closed', {})])).toBe(false);
  });

  it('recognises replies', () => {
    expect(isEmbedReply(embedEvent('reply', { id: 3, ok: true }))).toBe(true);
    expect(isEmbedReply(embedEvent('closed', {}))).toBe(false);
  });

  it('narrows by type', () => {
    const m: unknown = embedEvent('signed', { agreementId: 3, participantId: 4, state: 4 });
    expect(isEmbedEventOf('signed', m)).toBe(true);
    expect(isEmbedEventOf('ready', m)).toBe(false);
  });
});

describe('command guards', () => {
  it('accepts ack, setLanguage, focus and theme, with or without a request id', () => {
    expect(isEmbedCommand(embedCommand('ack', { v: 1 }))).toBe(true);
    expect(isEmbedCommand(embedCommand('setLanguage', { language: 'sv' }))).toBe(true);
    expect(isEmbedCommand(embedCommand('setLanguage', { language: 'sv' }, 1, 4))).toBe(true);
    expect(isEmbedCommand(embedCommand('focus', {}))).toBe(true);
    expect(isEmbedCommand(embedCommand('focus', {}, 1, 1))).toBe(true);
    expect(isEmbedCommand(embedCommand('theme', { variables: { '--ink-color-primary': '#123456' } }, 1, 2))).toBe(true);
  });
  it('rejects request ids that are not positive integers, and an id on ack', () => {
    for (const id of [0, -1, 1.5, '1', null]) {
      expect(isEmbedCommand({ ...embedCommand('focus', {}), id }), String(id)).toBe(false);
    }
    expect(isEmbedCommand(embedCommand('ack', { v: 1 }, 1, 1))).toBe(false);
  });
  it('checks the theme shape (values are checked by validateTheme where applied)', () => {
    expect(isEmbedCommand({ ...embedCommand('theme', { variables: {} }), payload: { variables: 'color: red' } })).toBe(false);
    expect(isEmbedCommand({ ...embedCommand('theme', { variables: {} }), payload: { variables: ['--ink-radius'] } })).toBe(false);
    expect(isEmbedCommand({ ...embedCommand('theme', { variables: { '--ink-radius': '4px' } }), payload: { variables: { '--ink-radius': '4px' }, css: 'x' } })).toBe(false);
    expect(isEmbedCommand({ ...embedCommand('theme', { variables: {} }), payload: {} })).toBe(false);
  });
  it('rejects malformed commands and events posing as commands', () => {
    expect(isEmbedCommand(embedCommand('setLanguage', { language: '<script>' }))).toBe(false);
    expect(isEmbedCommand({ ...embedCommand('ack', { v: 1 }), payload: { v: '1' } })).toBe(false);
    expect(isEmbedCommand(embedEvent('resize', { height: 1 }))).toBe(false);
  });
});

describe('negotiateVersion', () => {
  it('picks the highest common version, or null', () => {
    expect(negotiateVersion([1])).toBe(1);
    expect(negotiateVersion([1, 2, 3], [1, 2])).toBe(2);
    expect(negotiateVersion([3, 1, 2], [2, 1])).toBe(2);
    expect(negotiateVersion([2], [1])).toBeNull();
    expect(negotiateVersion([], [1])).toBeNull();
  });
});

describe('isDefaultAllowedParentOrigin', () => {
  it('allows localhost and 127.0.0.1 on any port only', () => {
    expect(isDefaultAllowedParentOrigin('http://localhost:5173')).toBe(true);
    expect(isDefaultAllowedParentOrigin('http://127.0.0.1')).toBe(true);
    expect(isDefaultAllowedParentOrigin('http://localhost.evil.com')).toBe(false);
    expect(isDefaultAllowedParentOrigin('https://evil.com')).toBe(false);
    expect(isDefaultAllowedParentOrigin('null')).toBe(false);
    expect(isDefaultAllowedParentOrigin('https://localhost:3000')).toBe(false);
    expect(isDefaultAllowedParentOrigin('http://127.0.0.1.evil.com')).toBe(false);
    expect(isDefaultAllowedParentOrigin('http://localhost:3000/')).toBe(false);
  });
});
