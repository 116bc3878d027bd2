import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.js';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says now, minutes, hours, yesterday and weeks in the reader’s language', () => {
    expect(relativeTime('2026-11-24T11:59:50Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-11-24T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-24T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-23T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-03T12:00:00Z', 'en', now)).toBe('3 weeks ago');
    expect(relativeTime('2026-11-24T09:00:00Z', 'sv', now)).toBe('för 3 timmar sedan');
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
});
