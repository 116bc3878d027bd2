import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorCode, StringErrorCode } from '@inkflow/core';
import { supportEmail as configuredSupportEmail, supportPhone as configuredSupportPhone } from './supportContacts.js';

/**
 * Where the failure happened, for the 502 text: `login` when a login failed ("Login failed"),
 * `document` when a document could not be loaded, `page` (default) for anything else.
 */
export type ErrorScreenContext = 'login' | 'document' | 'page';

/** Props of ErrorScreen. */
export interface ErrorScreenProps {
  /** HTTP status of the failure: 403, 404 and 502 have their own texts, others the generic one. */
  status: number;
  /**
   * The §8 `api_error_code`; 4999 with status 403 shows the locked-document page,
   * GUEST_LINK_EXPIRED the expired-link page (who to ask: `sender`).
   */
  code?: number | string;
  /** Where the failure happened (502 text); default `page`. */
  context?: ErrorScreenContext;
  /** GUEST_LINK_EXPIRED: the sender to ask for a new link (the error body's `sender`). */
  sender?: { name: string; email?: string } | undefined;
  /** 404 asks a logged-in user to double-check the URL or contact the owner; links go to the dashboard. */
  loggedIn?: boolean;
  /** Show the load-failure page ("An error occurred while loading") whatever the status. */
  loadFailure?: boolean;
  /** Where "Go to the dashboard" leads for a logged-in user. Default `/contracts`. */
  dashboardHref?: string;
  /** Where "Try it for free" leads for a visitor; without it the link is not shown (e.g. inside the embed). */
  signupHref?: string;
  /** The support contact link of the load-failure page; default `mailto:` the support email (a plain text without one). */
  supportHref?: string;
  /** Support email shown under Get help; default the configured one (supportContacts, SUPPORT_EMAIL). */
  supportEmail?: string;
  /** Support phone shown under Get help; default the configured one (supportContacts, SUPPORT_PHONE). */
  supportPhone?: string;
  /** Reload action of the load-failure page. Default: `location.reload()`. */
  onReload?: () => void;
}

type Texts = { title: string; body: string; extra?: string };

/**
 * The error screens of spec §2 "Error screens", never a dead end: 403 Sorry / Access denied, 404
 * Oh no / The document is not here (a logged-in variant), 502 Oops with a network hint and a text
 * by `context` ("Login failed" only when a login failed), other statuses the generic internal
 * error; a Get help toggle with the support contacts (from configuration unless given) and a
 * link to the dashboard (logged in) or to sign-up. Status 403 with code 4999 (§8 "Document is
 * locked") shows the "Report suspicious activity" page; GUEST_LINK_EXPIRED "This link has
 * expired" with who to ask (`sender`, a mailto link); `loadFailure` the "An error occurred while
 * loading" page with a reload link and "Contact support".
 */
export function ErrorScreen({
  status,
  code,
  context = 'page',
  sender,
  loggedIn = false,
  loadFailure = false,
  dashboardHref = '/contracts',
  signupHref,
  supportHref: givenSupportHref,
  supportEmail = configuredSupportEmail(),
  supportPhone = configuredSupportPhone(),
  onReload,
}: ErrorScreenProps) {
  const supportHref = givenSupportHref ?? (supportEmail ? `mailto:${supportEmail}` : undefined);
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
  const expired = code === StringErrorCode.GuestLinkExpired;
  const badGateway = { login: 'errorScreen.502.bodyLogin', document: 'errorScreen.502.bodyDocument', page: 'errorScreen.502.body' }[context];

  /** GUEST_LINK_EXPIRED: says so and who to ask. */
  function expiredTexts(): Texts {
    const title = t('errorScreen.expired.title');
    if (!sender) return { title, body: t('errorScreen.expired.bodyNoSender') };
    if (!sender.email) return { title, body: t('errorScreen.expired.body', { name: sender.name }) };
    return { title, body: t('errorScreen.expired.bodyWithEmail', { name: sender.name, email: sender.email }) };
  }

  /** The §2 texts by status (403 with 4999: the locked page). */
  function statusTexts(): Texts {
    if (locked) return { title: t('errorScreen.locked.title'), body: t('errorScreen.locked.body') };
    if (status === 403) return { title: t('errorScreen.403.title'), body: t('errorScreen.403.body') };
    if (status === 404) return { title: t('errorScreen.404.title'), body: t(loggedIn ? 'errorScreen.404.bodyLoggedIn' : 'errorScreen.404.body') };
    if (status === 502) return { title: t('errorScreen.502.title'), body: t(badGateway), extra: t('errorScreen.502.network') };
    return { title: t('errorScreen.generic.title'), body: t('errorScreen.generic.body') };
  }
  const texts: Texts = expired ? expiredTexts() : statusTexts();

  return (
    <section className="ink-error" aria-labelledby={titleId} data-status={status}>
      <h1 id={titleId} className="ink-error__title">
        {texts.title}
      </h1>
      <p className="ink-error__body">{texts.body}</p>
      {texts.extra && <p className="ink-error__body">{texts.extra}</p>}
      <div className="ink-actions">
        {expired && sender?.email && (
          <a className="ink-button ink-button--primary" href={`mailto:${sender.email}`}>
            {t('errorScreen.expired.emailSender', { name: sender.name })}
          </a>
        )}
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
