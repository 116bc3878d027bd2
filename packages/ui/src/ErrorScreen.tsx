import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorCode } from '@inkflow/core';

/** Props of ErrorScreen. */
export interface ErrorScreenProps {
  /** HTTP status of the failure: 403, 404 and 502 have their own texts, others the generic one. */
  status: number;
  /** The §8 `api_error_code`; 4999 with status 403 shows the locked-document page. */
  code?: number | string;
  /** 404 asks a logged-in user to double-check the URL or contact the owner; links go to the dashboard. */
  loggedIn?: boolean;
  /** Show the load-failure page ("An error occurred while loading") whatever the status. */
  loadFailure?: boolean;
  /** Where "Go to the dashboard" leads for a logged-in user. Default `/contracts`. */
  dashboardHref?: string;
  /** Where "Try it for free" leads for a visitor; without it the link is not shown (e.g. inside the embed). */
  signupHref?: string;
  /** The support contact link of the load-failure page (e.g. `mailto:`); without it the text is not a link. */
  supportHref?: string;
  /** Support email shown under Get help. */
  supportEmail?: string;
  /** Support phone shown under Get help. */
  supportPhone?: string;
  /** Reload action of the load-failure page. Default: `location.reload()`. */
  onReload?: () => void;
}

type Texts = { title: string; body: string; extra?: string };

/**
 * The error screens of spec §2 "Error screens": 403 Sorry / Access denied, 404 Oh no / The
 * document is not here (a logged-in variant), 502 Oops / Login failed with a network hint, other
 * statuses the generic internal error; a Get help toggle with the support contacts and a link to
 * the dashboard (logged in) or to sign-up. Status 403 with code 4999 (§8 "Document is locked")
 * shows the "Report suspicious activity" page; `loadFailure` the "An error occurred while
 * loading" page with a reload link.
 */
export function ErrorScreen({
  status,
  code,
  loggedIn = false,
  loadFailure = false,
  dashboardHref = '/contracts',
  signupHref,
  supportHref,
  supportEmail,
  supportPhone,
  onReload,
}: ErrorScreenProps) {
  const { t } = useTranslation('common');
  const [helpOpen, setHelpOpen] = useState(false);
  const titleId = useId();
  const helpId = useId();

  if (loadFailure) {
    const reload = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      if (onReload) onReload();
      else window.location.reload();
    };
    return (
      <section className="ink-error" aria-labelledby={titleId}>
        <h1 id={titleId} className="ink-error__title">
          {t('errorScreen.loadFailure.title')}
        </h1>
        <p className="ink-error__links">
          {supportHref ? (
            <a className="ink-link" href={supportHref}>
              {t('errorScreen.loadFailure.support')}
            </a>
          ) : (
            <span>{t('errorScreen.loadFailure.support')}</span>
          )}
          <a className="ink-link" href="#" onClick={reload}>
            {t('errorScreen.loadFailure.reload')}
          </a>
        </p>
      </section>
    );
  }

  const locked = status === 403 && Number(code) === ApiErrorCode.DocumentLocked;
  const texts: Texts = locked
    ? { title: t('errorScreen.locked.title'), body: t('errorScreen.locked.body') }
    : status === 403
      ? { title: t('errorScreen.403.title'), body: t('errorScreen.403.body') }
      : status === 404
        ? { title: t('errorScreen.404.title'), body: t(loggedIn ? 'errorScreen.404.bodyLoggedIn' : 'errorScreen.404.body') }
        : status === 502
          ? { title: t('errorScreen.502.title'), body: t('errorScreen.502.body'), extra: t('errorScreen.502.network') }
          : { title: t('errorScreen.generic.title'), body: t('errorScreen.generic.body') };

  return (
    <section className="ink-error" aria-labelledby={titleId} data-status={status}>
      <h1 id={titleId} className="ink-error__title">
        {texts.title}
      </h1>
      <p className="ink-error__body">{texts.body}</p>
      {texts.extra && <p className="ink-error__body">{texts.extra}</p>}
      <div className="ink-actions">
        <button type="button" className="ink-button ink-button--ghost" aria-expanded={helpOpen} aria-controls={helpId} onClick={() => setHelpOpen((o) => !o)}>
          {t('errorScreen.getHelp')}
        </button>
        {loggedIn ? (
          <a className="ink-button ink-button--primary" href={dashboardHref}>
            {t('errorScreen.toDashboard')}
          </a>
        ) : (
          signupHref && (
            <a className="ink-button ink-button--primary" href={signupHref}>
              {t('errorScreen.toSignup')}
            </a>
          )
        )}
      </div>
      <div id={helpId} className="ink-error__help" hidden={!helpOpen}>
        <p>{t('errorScreen.helpBody')}</p>
        {supportEmail && (
          <p>
            <a className="ink-link" href={`mailto:${supportEmail}`}>
              {t('errorScreen.supportEmail', { email: supportEmail })}
            </a>
          </p>
        )}
        {supportPhone && (
          <p>
            <a className="ink-link" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
              {t('errorScreen.supportPhone', { phone: supportPhone })}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
