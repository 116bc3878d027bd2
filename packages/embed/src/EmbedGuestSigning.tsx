import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient, errorMessageKey, setLanguage, type Agreement } from '@inkflow/core';
import { GuestSigning } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';
import { openEidPopup } from './openEidPopup.js';
import { embedHttpOptions } from './transport.js';

/** Props of EmbedGuestSigning. */
export interface EmbedGuestSigningProps {
  agreementId: number;
  guestToken: string;
  /** The handshake channel, or null when the page is not framed. */
  channel: ParentChannel | null;
  /** Inline comments and suggestions (the integrator's `comments` option); the chat entry shows regardless. */
  inlineComments?: boolean;
  /** Show the agreement's language once it is loaded (§1: a counterparty reads the agreement's language), unless the integrator set `language`. */
  followAgreementLanguage?: boolean;
}

const signedBy = (agreement: Agreement) => agreement.participants.find((p) => p.id === agreement.currentParticipantId)?.signedAt != null;

/**
 * A guest link inside the embed (issue #6): GuestSigning of @inkflow/ui over a guest-token API
 * client, reporting `ready`, `signed`, `declined` and `error` to the parent. Every sign method
 * runs in the frame except eID, whose brokers refuse framing: it opens in a popup
 * (openEidPopup), and when the popup reports back GuestSigning is remounted so it reloads the
 * agreement, and `signed` is posted if the server now shows this participant's signature (a
 * failure: the §8 message in the frame and the `error` event). The guest's chat ("Questions?
 * Message {sender}") is always there; inline comments only with `inlineComments`.
 */
export function EmbedGuestSigning({ agreementId, guestToken, channel, inlineComments = false, followAgreementLanguage = false }: EmbedGuestSigningProps) {
  const { t, i18n } = useTranslation(['embed', 'common']);
  const api = useMemo(() => createApiClient({ ...embedHttpOptions, guestToken }), [guestToken]);
  const [round, setRound] = useState<{ key: number; eidError?: string }>({ key: 0 });
  const [blocked, setBlocked] = useState(false);
  // Set while reloading after the popup: the reload's agreement decides whether `signed` is posted.
  const afterEid = useRef(false);

  const onEidStart = () => {
    setBlocked(false);
    return openEidPopup(
      (message) => {
        afterEid.current = message.signed;
        // A failure at the broker is the host's `error` event too (§8 code, e.g. USER_CANCEL).
        if (message.error) channel?.post('error', { code: message.error, message: t(errorMessageKey(message.error) ?? 'errors.generic', { ns: 'common' }) });
        setRound((r) => ({ key: r.key + 1, ...(message.error ? { eidError: message.error } : {}) }));
      },
      () => setBlocked(true),
    );
  };

  return (
    <>
      {blocked && (
        <p role="alert" className="ink-notice ink-notice--error">
          {t('embed:eidPopupBlocked')}
        </p>
      )}
      <GuestSigning
        key={round.key}
        api={api}
        agreementId={agreementId}
        inlineComments={inlineComments}
        {...(round.eidError ? { eidError: round.eidError } : {})}
        onEidStart={onEidStart}
        {...(followAgreementLanguage ? { adoptLanguage: (language: string) => setLanguage(i18n, language) } : {})}
        onReady={(agreement) => {
          const state = { agreementId: agreement.id, participantId: agreement.currentParticipantId, state: agreement.state };
          if (round.key === 0) channel?.post('ready', state);
          else if (afterEid.current && signedBy(agreement) && agreement.currentParticipantId !== null) {
            channel?.post('signed', { ...state, participantId: agreement.currentParticipantId });
          }
          afterEid.current = false;
        }}
        onSigned={(agreement, participantId) => channel?.post('signed', { agreementId: agreement.id, participantId, state: agreement.state })}
        onError={(code, message) => channel?.post('error', { code, message })}
        onDeclined={(agreement, participantId, reason) => channel?.post('declined', { agreementId: agreement.id, participantId, reason })}
      />
    </>
  );
}
