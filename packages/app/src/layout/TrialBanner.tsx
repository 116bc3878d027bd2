import { hasPremium, mayStartTrial, trialDays, type AccountPlan } from '@inkflow/core';
import { supportEmail, supportPhone } from '@inkflow/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { trialDaysLeft } from './trialDays.js';

/** Sales contacts: an address and a phone number, each '' when not configured. */
export interface SalesContacts {
  email: string;
  phone: string;
}

/** Props of TrialBanner. */
export interface TrialBannerProps {
  /** The account's plan (GET /positions/me `account.plan`); undefined or `paid`: nothing shows. */
  plan: AccountPlan | undefined;
  /** The end of its trial (`account.trial_ends_at`, ISO 8601), null without one. */
  trialEndsAt: string | null | undefined;
  /** Starts the trial (§7 "start trial"), for an admin; without it the offer asks for an admin. Rejects with the API error. */
  onStartTrial?: () => Promise<void>;
  /** Sales contacts; default the configured support contacts (SUPPORT_EMAIL, SUPPORT_PHONE). */
  contacts?: SalesContacts;
  /** The clock, for stories and tests. */
  now?: Date;
}

/** The sales contacts as links (mailto:, tel:), or nothing when none is configured. */
function ContactLinks({ contacts }: { contacts: SalesContacts }) {
  const { t } = useTranslation('app');
  if (!contacts.email && !contacts.phone) return null;
  return (
    <span className="trial-banner__contacts">
      {contacts.email && <a href={`mailto:${contacts.email}`}>{t('shell.salesEmail', { email: contacts.email })}</a>}
      {contacts.phone && <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{t('shell.salesPhone', { phone: contacts.phone })}</a>}
    </span>
  );
}

/**
 * The plan strip under the signed-in header (§1: a 14-day premium trial; afterwards e-signing and
 * PDF upload stay free; §8 2002):
 * - in a trial: "12 days left in your free trial" (the last day: "ends today") and Upgrade,
 *   which shows how to reach sales;
 * - after the trial, or on the free plan once a trial was had: the 2002 text ("Your free trial
 *   has expired. Contact sales…"), that basic features stay free, and the sales contacts;
 * - on the free plan without a trial: the offer "Start your free trial" (admins start it here,
 *   members are asked to have an admin do it);
 * - on a paid plan: nothing.
 */
export function TrialBanner({ plan, trialEndsAt, onStartTrial, contacts, now = new Date() }: TrialBannerProps) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (plan === undefined || plan === 'paid') return null;
  const sales = contacts ?? { email: supportEmail(), phone: supportPhone() };
  const account = { plan, trialEndsAt: trialEndsAt ?? null };

  if (mayStartTrial(account)) {
    const start = async () => {
      if (!onStartTrial) return;
      setStarting(true);
      setFailure(null);
      try {
        await onStartTrial();
      } catch (error) {
        setFailure(errorText(error) || t('errors.generic', { ns: 'common' }));
      } finally {
        setStarting(false);
      }
    };
    return (
      <div className="trial-banner trial-banner--offer" role="region" aria-label={t('shell.trialLabel')}>
        <p className="trial-banner__text">
          <strong>{t('shell.trialOfferTitle')}</strong> {t('shell.trialOffer', { days: trialDays })}
          {!onStartTrial && <> {t('shell.trialAskAdmin')}</>}
        </p>
        {onStartTrial && (
          <button type="button" className="button primary trial-banner__action" disabled={starting} onClick={() => void start()}>
            {starting ? t('shell.trialStarting') : t('shell.trialStart')}
          </button>
        )}
        {failure && (
          <p className="trial-banner__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    );
  }

  if (!hasPremium(account, now)) {
    return (
      <div className="trial-banner trial-banner--ended" role="region" aria-label={t('shell.trialLabel')}>
        <p className="trial-banner__text">
          <strong>{t('errors.trialExpired', { ns: 'common' })}</strong> {t('shell.trialBasicFree')} <ContactLinks contacts={sales} />
        </p>
      </div>
    );
  }

  const left = trialDaysLeft(trialEndsAt, now);
  if (!left) return null;
  return (
    <div className="trial-banner" role="region" aria-label={t('shell.trialLabel')}>
      <p className="trial-banner__text">{left.days === 0 ? t('shell.trialLastDay') : t('shell.trialDaysLeft', { count: left.days })}</p>
      <Popover
        label={t('shell.trialUpgradeLabel')}
        align="end"
        trigger={
          <button type="button" className="button primary trial-banner__action">
            {t('shell.trialUpgrade')}
          </button>
        }
      >
        <p className="trial-banner__popover-text">{t('shell.salesIntro')}</p>
        <ContactLinks contacts={sales} />
      </Popover>
    </div>
  );
}
