import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trialDays.js';

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-10T12:00:00Z');
  it('counts whole days left, none without a trial', () => {
    expect(trialDaysLeft('2026-11-22T12:00:01Z', now)).toEqual({ days: 12, ended: false });
    expect(trialDaysLeft('2026-11-10T18:00:00Z', now)).toEqual({ days: 0, ended: false });
    expect(trialDaysLeft(null, now)).toBeNull();
    expect(trialDaysLeft('not a date', now)).toBeNull();
  });
  it('says when the trial has ended', () => {
    expect(trialDaysLeft('2026-11-10T11:59:59Z', now)).toEqual({ days: 0, ended: true });
  });
});
