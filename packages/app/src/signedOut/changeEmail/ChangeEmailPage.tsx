import { ApiError } from '@inkflow/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../title/usePageTitle.js';
import { PublicLayout } from '../PublicLayout.js';
import { accountApi } from '../accountApi.js';

/** The states of the change-email page (spec §4 Change-email page). */
export type ChangeEmailState = 'empty' | 'valid' | 'invalid' | 'emailTaken';

/**
 * `/change-email/:token` (spec §2 Change email, §8): a public page with the logo and the title
 * Change email that confirms the change on load (POST /positions/change_email/{token}, the
 * status read from the body's status_code). Valid: "Email address changed / Your email address
 * has been successfully changed" with a link button to the dashboard at /; 409: "Email address
 * already registered" with its explanation; 404 or anything else: "Invalid link / The link has
 * expired or doesn't exist. Please try again." Works signed in and signed out.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('changeEmail.title'));
  const { token = '' } = useParams();
  const [state, setState] = useState<ChangeEmailState>('empty');
  const confirmed = useRef<string | null>(null);

  useEffect(() => {
    // The token is single use: StrictMode's second effect run must not confirm it again.
    if (confirmed.current === token) return;
    confirmed.current = token;
    accountApi()
      .changeEmail(token)
      .then(
        () => setState('valid'),
        (error: unknown) => setState(error instanceof ApiError && error.status === 409 ? 'emailTaken' : 'invalid'),
      );
  }, [token]);

  const result = {
    empty: null,
    valid: { title: t('changeEmail.successTitle'), body: t('changeEmail.successBody') },
    invalid: { title: t('changeEmail.invalidTitle'), body: t('changeEmail.invalidBody') },
    emailTaken: { title: t('changeEmail.takenTitle'), body: t('changeEmail.takenBody') },
  }[state];

  return (
    <PublicLayout>
      <h1>{t('changeEmail.title')}</h1>
      {result ? (
        <div className={state === 'valid' ? 'notice' : 'notice error'} role={state === 'valid' ? 'status' : 'alert'}>
          <strong>{result.title}</strong>
          <p>{result.body}</p>
        </div>
      ) : (
        <p role="status">{t('changeEmail.confirming')}</p>
      )}
      {state !== 'empty' && (
        <Link className="button primary" to="/" reloadDocument>
          {t('changeEmail.toDashboard')}
        </Link>
      )}
    </PublicLayout>
  );
}
