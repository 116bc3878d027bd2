import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementState, ParticipantRole, SignMethod, currentParticipant, isSignable, type Agreement } from '@inkflow/core';
import { Dialog } from './Dialog.js';
import { SignatureCapture } from './SignatureCapture.js';

/** Props of SignPanel. */
export interface SignPanelProps {
  /** The agreement as last loaded or returned by the sign call. */
  agreement: Agreement;
  /** True right after this session's signature succeeded: shows the confirmation (role="status"). */
  justSigned: boolean;
  /** True while the sign call runs. */
  busy: boolean;
  /** i18n key (common namespace) of the last sign error, shown in role="alert". */
  errorKey?: string;
  /** Signs; for method 10 with the PNG data URL of the drawing. */
  onSign: (handwrittenSignature?: string) => void;
}

/**
 * The signing area under the document for the caller's participant (§3 sign methods 0 and 10):
 * standard e-signature shows the consent text and a Sign button; handwritten opens the
 * "Draw your signature" dialog. Shows "You have signed this contract" to a participant who already
 * signed, and the not-signable text when the agreement's state (§4) no longer allows signing.
 */
export function SignPanel({ agreement, justSigned, busy, errorKey, onSign }: SignPanelProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [drawing, setDrawing] = useState(false);
  const participant = currentParticipant(agreement);

  let body;
  if (justSigned) {
    body = (
      <div role="status" className="ink-notice ink-notice--success">
        <p className="ink-notice__title">{t('signedConfirmation')}</p>
        <p>{t('signedConfirmationBody')}</p>
      </div>
    );
  } else if (!participant || participant.type !== ParticipantRole.Signatory) {
    body = null;
  } else if (participant.signedAt) {
    body = (
      <p role="status" className="ink-notice ink-notice--success">
        {t('alreadySigned')}
      </p>
    );
  } else if (!isSignable(agreement.state) || !participant.enabled || agreement.state === AgreementState.Draft) {
    body = <p className="ink-notice">{t('notSignable')}</p>;
  } else if (participant.signMethod !== SignMethod.Standard && participant.signMethod !== SignMethod.Handwritten) {
    body = <p className="ink-notice">{t('methodUnavailable')}</p>;
  } else {
    const handwritten = participant.signMethod === SignMethod.Handwritten;
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: participant.fullname })}</p>
        {!handwritten && <p>{t('standardConsent')}</p>}
        <div className="ink-actions">
          <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={() => (handwritten ? setDrawing(true) : onSign())}>
            {busy ? t('signing') : t('signButton')}
          </button>
        </div>
        {drawing && (
          <Dialog title={t('handwritten.title')} onClose={() => setDrawing(false)}>
            <SignatureCapture
              busy={busy}
              onCancel={() => setDrawing(false)}
              onConfirm={(png) => {
                setDrawing(false);
                onSign(png);
              }}
            />
          </Dialog>
        )}
      </>
    );
  }

  return (
    <section className="ink-sign-panel">
      {errorKey && !justSigned && (
        <p role="alert" className="ink-notice ink-notice--error">
          {t(errorKey, { ns: 'common' })}
        </p>
      )}
      {body}
    </section>
  );
}
