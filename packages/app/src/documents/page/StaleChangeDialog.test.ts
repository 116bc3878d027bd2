import type { AgreementEvent } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { lastEditor } from './StaleChangeDialog.js';

const event = (created: string, name: string | null, kind: 'position' | 'participant' | 'system' = 'position', children: AgreementEvent[] = []): AgreementEvent => ({
  id: 1,
  parentId: null,
  type: 'x',
  actor: { kind, id: 1, name },
  created,
  ip: null,
  userAgent: null,
  documentHash: 'h',
  payload: {},
  children,
});

describe('lastEditor', () => {
  it('names the person of the newest event when it is the change itself', () => {
    const events = [event('2026-11-24T09:00:00Z', 'Creator'), event('2026-11-24T09:40:00Z', 'Anna', 'position', [event('2026-11-24T09:41:00Z', 'Bo')])];
    expect(lastEditor(events, '2026-11-24T09:41:02Z')).toBe('Bo');
  });

  it('names nobody when the version is newer than every event (a content save) or only guests and the system acted', () => {
    expect(lastEditor([event('2026-11-24T09:00:00Z', 'Creator')], '2026-11-24T09:41:00Z')).toBeNull();
    expect(lastEditor([event('2026-11-24T09:41:00Z', 'Guest', 'participant')], '2026-11-24T09:41:00Z')).toBeNull();
    expect(lastEditor([], '2026-11-24T09:41:00Z')).toBeNull();
  });
});
