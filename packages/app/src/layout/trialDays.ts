/**
 * Whole days left in the free trial (spec §1: 14 days), counted up: 13.2 days left reads "14
 * days". `trialEndsAt` is GET /positions/me's `account.trial_ends_at` (ISO 8601 or null).
 * Returns null without a trial, 0 on the last day or after it ended (`ended` tells which).
 */
export function trialDaysLeft(trialEndsAt: string | null | undefined, now: Date = new Date()): { days: number; ended: boolean } | null {
  if (!trialEndsAt) return null;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return null;
  const left = end - now.getTime();
  if (left <= 0) return { days: 0, ended: true };
  return { days: Math.floor(left / 86_400_000), ended: false };
}
