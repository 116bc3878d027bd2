/**
 * An account's plan and what it allows (spec §1 "A free trial lasts 14 days and gives premium
 * features. Afterwards basic features such as e-signing and uploading PDFs stay free."). One
 * rule for the server (which answers 2002) and the app (which shows the trial banner).
 *
 * - `paid`: premium without end (accounts set up by sales, and every account from before plans).
 * - `trial`: premium until `trialEndsAt`; then basic features only.
 * - `free`: basic features only; it may start its one trial (§7 account action "start trial").
 */

/** The plans an account can be on. */
export const accountPlans = ['paid', 'free', 'trial'] as const;
export type AccountPlan = (typeof accountPlans)[number];

/** Length of the premium trial (§9 "Trial 14 days"), in days. */
export const trialDays = 14;

/** Length of the premium trial in milliseconds. */
export const trialMs = trialDays * 24 * 60 * 60 * 1000;

/** The plan fields of an account; `trialEndsAt` as a Date or an ISO 8601 string, null without a trial. */
export interface AccountPlanState {
  plan: AccountPlan;
  trialEndsAt: Date | string | null;
}

/** True while the account may use premium features: paid, or a trial that has not ended. */
export function hasPremium(account: AccountPlanState, now: Date = new Date()): boolean {
  if (account.plan === 'paid') return true;
  if (account.plan === 'free' || account.trialEndsAt === null) return false;
  return new Date(account.trialEndsAt).getTime() > now.getTime();
}

/** True when the account may start its free trial: on the free plan and never had one (§7 "start trial"). */
export function mayStartTrial(account: AccountPlanState): boolean {
  return account.plan === 'free' && account.trialEndsAt === null;
}
