import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementState, ApproverRoleCode, ParticipantRole, SignMethod, currentParticipant, isEidSignMethod, isSignable, neutralizeBidi, type Agreement } from '@inkflow/core';
import { DeclineDialog } from './DeclineDialog.js';
import { Dialog } from './Dialog.js';
import { EidStart } from './EidStart.js';
import { SmsCodeEntry } from './SmsCodeEntry.js';
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
  /** Signs; for method 10 with the PNG data URL of the drawing, for method 1 with the SMS code. */
  onSign: (handwrittenSignature?: string, signCode?: string) => void;
  /** Method 1: sends the SMS code; resolves with the masked phone number. Without it SMS shows as unavailable. */
  onRequestSignCode?: () => Promise<string>;
  /** eID methods: starts the transaction and leaves for the broker. Without it eID shows as unavailable. */
  onStartEid?: () => void;
  /** Declines with a reason (§4 decline); without it no Decline button. */
  onDecline?: (reason: string) => void;
  /** External approver (1001): approves in their turn; without it no Approve button. */
  onApprove?: () => void;
}

/**
 * The signing area under the document for the caller's participant (§3 sign methods): standard
 * e-signature shows the consent text and a Sign button; handwritten opens the "Draw your
 * signature" dialog; SMS verification asks for the code sent by SMS; eID methods send the
 * browser to the eID broker. A Decline button opens the decline dialog; an external approver
 * (1001) gets Approve instead of Sign. Shows "You have signed this contract" to a participant who already
 * signed, and the not-signable text when the agreement's state (§4) no longer allows signing.
 */
export function SignPanel({ agreement, justSigned, busy, errorKey, onSign, onRequestSignCode, onStartEid, onDecline, onApprove }: SignPanelProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [drawing, setDrawing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const participant = currentParticipant(agreement);
  const open = isSignable(agreement.state) && agreement.state !== AgreementState.Draft;
  const declineButton = onDecline && participant && !participant.declinedAt && open && (
    <button type="button" className="ink-button" disabled={busy} onClick={() => setDeclining(true)}>
      {t('decline.button')}
    </button>
  );

  let body;
  if (justSigned) {
    body = (
      <div role="status" className="ink-notice ink-notice--success">
        <p className="ink-notice__title">{t('signedConfirmation')}</p>
        <p>{t('signedConfirmationBody')}</p>
      </div>
    );
  } else if (participant?.declinedAt || agreement.state === AgreementState.Declined) {
    body = (
      <p role="status" className="ink-notice">
        {participant?.declinedAt ? t('decline.declined') : t('notSignable')}
      </p>
    );
  } else if (participant && participant.role === ApproverRoleCode.ExternalApprover) {
    body = participant.approvedAt ? (
      <p role="status" className="ink-notice ink-notice--success">
        {t('approve.approved')}
      </p>
    ) : open && onApprove ? (
      <div className="ink-actions">
        <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={onApprove}>
          {t('approve.button')}
        </button>
        {declineButton}
      </div>
    ) : null;
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
  } else if (participant.signMethod === SignMethod.Sms && onRequestSignCode) {
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: neutralizeBidi(participant.fullname) })}</p>
        <SmsCodeEntry busy={busy} onRequestCode={onRequestSignCode} onSubmit={(code) => onSign(undefined, code)} />
        <div className="ink-actions">{declineButton}</div>
      </>
    );
  } else if (isEidSignMethod(participant.signMethod) && onStartEid) {
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: neutralizeBidi(participant.fullname) })}</p>
        <EidStart signMethod={participant.signMethod} busy={busy} onStart={onStartEid} />
        <div className="ink-actions">{declineButton}</div>
      </>
    );
  } else if (participant.signMethod !== SignMethod.Standard && participant.signMethod !== SignMethod.Handwritten) {
    body = <p className="ink-notice">{t('methodUnavailable')}</p>;
  } else {
    const handwritten = participant.signMethod === SignMethod.Handwritten;
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: neutralizeBidi(participant.fullname) })}</p>
        {!handwritten && <p>{t('standardConsent')}</p>}
        <div className="ink-actions">
          <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={() => (handwritten ? setDrawing(true) : onSign())}>
            {busy ? t('signing') : t('signButton')}
          </button>
          {declineButton}
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
      {declining && onDecline && (
        <DeclineDialog
          busy={busy}
          onCancel={() => setDeclining(false)}
          onDecline={(reason) => {
            setDeclining(false);
            onDecline(reason);
          }}
        />
      )}
    </section>
  );
}
