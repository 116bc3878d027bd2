import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementState, SignMethod, currentParticipant, type Agreement, type ApiClient } from '@inkflow/core';
import { DocumentViewer } from './DocumentViewer.js';
import { ErrorScreen } from './ErrorScreen.js';
import { SealedPdfDownload } from './SealedPdfDownload.js';
import { SignPanel } from './SignPanel.js';
import { describeError, type DescribedError } from './describeError.js';

/** Props of GuestSigning. */
export interface GuestSigningProps {
  /** API client with the guest token already set (`createApiClient({ guestToken })`). */
  api: ApiClient;
  /** The agreement id of the guest link `/documents/{id}/at/{guestToken}`. */
  agreementId: number;
  /** The agreement loaded and shown. */
  onReady?: (agreement: Agreement) => void;
  /** The caller's participant signed; `agreement` is the server's state after signing (4 when concluded). */
  onSigned?: (agreement: Agreement, participantId: number) => void;
  /**
   * Loading or signing failed: `code` is the §8 `api_error_code` (e.g. 4002 stale checksum, 4005
   * already signed), else the HTTP status, else `'NETWORK_ERROR'`; `message` the text shown.
   */
  onError?: (code: number | string, message: string) => void;
}

type LoadState = { kind: 'loading' } | { kind: 'failed'; error: DescribedError } | { kind: 'loaded'; agreement: Agreement };

/**
 * The guest signing view (§4 guest link, issue #2): loads the agreement with the guest token,
 * shows it with DocumentViewer and, for a signatory who has not signed while the agreement is
 * pending or overdue, signs it with the participant's sign method (standard, or handwritten via
 * signature_pad) and the agreement's `checksum`. Load failures show the §2 ErrorScreen; sign
 * failures the §8 message in role="alert" (4002 "The contract version is not up to date, refresh").
 */
export function GuestSigning({ api, agreementId, onReady, onSigned, onError }: GuestSigningProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [justSigned, setJustSigned] = useState(false);
  const [errorKey, setErrorKey] = useState<string>();
  // Callbacks in a ref: a host re-rendering with new closures must not reload the agreement.
  const callbacks = useRef({ onReady, onSigned, onError });
  callbacks.current = { onReady, onSigned, onError };

  const report = (error: unknown): DescribedError => {
    const described = describeError(error);
    callbacks.current.onError?.(described.code, t(described.messageKey, { ns: 'common' }));
    return described;
  };

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    api.getAgreement(agreementId).then(
      (agreement) => {
        if (!live) return;
        setLoad({ kind: 'loaded', agreement });
        callbacks.current.onReady?.(agreement);
      },
      (error: unknown) => {
        if (live) setLoad({ kind: 'failed', error: report(error) });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report reads refs only
  }, [api, agreementId]);

  if (load.kind === 'loading') {
    return (
      <p className="ink-loading" role="status">
        {t('loading', { ns: 'common' })}
      </p>
    );
  }
  if (load.kind === 'failed') {
    const { status, code } = load.error;
    return <ErrorScreen status={status} code={code} loadFailure={status === 0} />;
  }

  const { agreement } = load;
  const sign = async (handwrittenSignature?: string) => {
    const participantId = agreement.currentParticipantId;
    if (participantId === null) return;
    const method = currentParticipant(agreement)?.signMethod === SignMethod.Handwritten ? SignMethod.Handwritten : SignMethod.Standard;
    setBusy(true);
    setErrorKey(undefined);
    try {
      const updated = await api.sign(agreement.id, participantId, {
        checksum: agreement.checksum,
        sign_method: method,
        ...(method === SignMethod.Handwritten && handwrittenSignature !== undefined ? { handwritten_signature: handwrittenSignature } : {}),
      });
      setLoad({ kind: 'loaded', agreement: updated });
      setJustSigned(true);
      callbacks.current.onSigned?.(updated, participantId);
    } catch (error) {
      setErrorKey(report(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ink-guest-signing">
      <DocumentViewer agreement={agreement} />
      <SignPanel agreement={agreement} justSigned={justSigned} busy={busy} errorKey={errorKey} onSign={(png) => void sign(png)} />
      {agreement.state === AgreementState.Signed && <SealedPdfDownload api={api} agreement={agreement} />}
    </div>
  );
}
