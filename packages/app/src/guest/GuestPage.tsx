import { createApiClient } from '@inkflow/core';
import { ErrorScreen, GuestSigning } from '@inkflow/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { appHttpOptions } from '../session/transport.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { rememberEidReturnPath } from './eidReturnPath.js';

/**
 * `/documents/:id/at/:guestToken` (spec §2 guest document routes): a counterparty opens the
 * link from the invitation email and signs without an account. Its API client carries the
 * guest token; a 401/403/404 is shown by GuestSigning's ErrorScreen, never a login redirect.
 */
export function GuestPage() {
  const { t } = useTranslation();
  usePageTitle(t('embed:title'));
  const { id = '', guestToken = '' } = useParams();
  const api = useMemo(() => createApiClient({ ...appHttpOptions, guestToken }), [guestToken]);
  const agreementId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  // Issue #5: the eID broker's outcome arrives through /eid/return as ?eid_error=.
  const [params] = useSearchParams();
  const eidError = params.get('eid_error') ?? undefined;
  const onEidRedirect = (url: string) => {
    rememberEidReturnPath(window.location.pathname);
    window.location.assign(url);
  };
  return (
    <main className="guest-page">
      {Number.isNaN(agreementId) ? <ErrorScreen status={404} /> : <GuestSigning api={api} agreementId={agreementId} onEidRedirect={onEidRedirect} {...(eidError ? { eidError } : {})} />}
    </main>
  );
}
