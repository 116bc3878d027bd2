import type { Agreement, AgreementEvent } from '@inkflow/core';
import { describe, expect, it, vi } from 'vitest';
import { sampleEditorAgreement } from '../boxes/sampleEditorAgreement.js';
import { lastEditor, staleEditor } from './StaleChangeDialog.js';

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

describe('staleEditor', () => {
  const fresh = (updatedBy: string | null | undefined): Agreement => ({ ...sampleEditorAgreement({ updated: '2026-11-24T09:41:00Z' }), updatedBy });

  it('names whoever the server recorded with the version, without loading the audit trail', async () => {
    const events = vi.fn(async () => [event('2026-11-24T09:41:00Z', 'Anna')]);
    expect(await staleEditor(fresh('Bo Guest'), events)).toBe('Bo Guest');
    expect(events).not.toHaveBeenCalled();
  });

  it('falls back to the audit trail when the version carries no name, then to nobody', async () => {
    expect(await staleEditor(fresh(null), async () => [event('2026-11-24T09:41:01Z', 'Anna')])).toBe('Anna');
    expect(await staleEditor(fresh(undefined), async () => [event('2026-11-24T09:00:00Z', 'Anna')])).toBeNull();
    expect(await staleEditor(fresh(null), () => Promise.reject(new Error('offline')))).toBeNull();
  });
});
