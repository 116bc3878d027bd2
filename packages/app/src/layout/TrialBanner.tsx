import { useTranslation } from 'react-i18next';
import { trialDaysLeft } from './trialDays.js';

/** Props of TrialBanner: the account's `trial_ends_at` (ISO 8601 or null) and, for stories and tests, the clock. */
export interface TrialBannerProps {
  trialEndsAt: string | null | undefined;
  now?: Date;
}

/**
 * The free-trial strip under the signed-in header (spec §1: a 14-day premium trial, basic
 * features stay free afterwards): "12 days left in your free trial", "Your free trial ends
 * today", or that it has ended. Nothing for accounts without a trial.
 */
export function TrialBanner({ trialEndsAt, now }: TrialBannerProps) {
  const { t } = useTranslation('app');
  const left = trialDaysLeft(trialEndsAt, now);
  if (!left) return null;
  const text = left.ended ? t('shell.trialEnded') : left.days === 0 ? t('shell.trialLastDay') : t('shell.trialDaysLeft', { count: left.days });
  return (
    <div className={left.ended ? 'trial-banner trial-banner--ended' : 'trial-banner'} role="region" aria-label={t('shell.trialLabel')}>
      <p>{text}</p>
    </div>
  );
}
