import { createApiClient, parseLanguage, readLanguageCookie, setLanguage } from '@inkflow/core';
import { ErrorScreen, GuestSigning, LanguagePicker } from '@inkflow/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { takeMessageLink } from '../collaboration/messageLink.js';
import { useChangeLanguage } from '../i18n/useChangeLanguage.js';
import { appHttpOptions, errorReporter } from '../session/transport.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { rememberEidReturnPath } from './eidReturnPath.js';

/**
 * `/documents/:id/at/:guestToken` (spec §2 guest document routes): a counterparty opens the
 * link from the invitation email and signs without an account. Its API client carries the
 * guest token; a 401/403/404 is shown by GuestSigning's ErrorScreen, never a login redirect.
 * Language (§1): the agreement's, unless the reader chose one in the picker at the top (kept in
 * the flow-preferred-language cookie); the agreement's texts load before the document shows.
 */
export function GuestPage() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  // A language chosen before (this page's picker, the signed-out pages') wins over the agreement's.
  const [chosen, setChosen] = useState(() => parseLanguage(readLanguageCookie(document.cookie)) !== null);
  const adoptLanguage = useMemo(() => (chosen ? undefined : (language: string) => setLanguage(i18n, language, (error) => errorReporter.report(error))), [chosen, i18n]);
  usePageTitle(t('embed:title'));
  const { id = '', guestToken = '' } = useParams();
  const api = useMemo(() => createApiClient({ ...appHttpOptions, guestToken }), [guestToken]);
  const agreementId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  // §2: a message link (/m/{messageId}) was kept in session storage by its route; open that thread.
  const [openMessageId] = useState(() => takeMessageLink(agreementId));
  // Issue #5: the eID broker's outcome arrives through /eid/return as ?eid_error=.
  const [params] = useSearchParams();
  const eidError = params.get('eid_error') ?? undefined;
  const onEidRedirect = (url: string) => {
    rememberEidReturnPath(window.location.pathname);
    window.location.assign(url);
  };
  return (
    <main className="guest-page">
      <div className="guest-page__bar">
        <LanguagePicker
          value={i18n.language}
          onChange={(language) => {
            setChosen(true);
            void changeLanguage(language);
          }}
        />
      </div>
      {Number.isNaN(agreementId) ? (
        <ErrorScreen status={404} />
      ) : (
        <GuestSigning api={api} agreementId={agreementId} onEidRedirect={onEidRedirect} openMessageId={openMessageId} {...(eidError ? { eidError } : {})} {...(adoptLanguage ? { adoptLanguage } : {})} />
      )}
    </main>
  );
}
