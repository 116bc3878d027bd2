import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementState, ApproverRoleCode, ParticipantRole, SignMethod, currentParticipant, isEidSignMethod, isSignable, neutralizeBidi, type Agreement } from '@inkflow/core';
import { EidStart } from './EidStart.js';
import type { SignatureType } from './SignatureCapture.js';

// Dialogs load on demand (their own chunks in the embed): most guests never open them, and the
// embed's initial JavaScript budget is tight.
const SignatureDialog = lazy(() => import('./SignatureDialog.js').then((m) => ({ default: m.SignatureDialog })));
const SmsCodeEntry = lazy(() => import('./SmsCodeEntry.js').then((m) => ({ default: m.SmsCodeEntry })));
const DeclineDialog = lazy(() => import('./DeclineDialog.js').then((m) => ({ default: m.DeclineDialog })));

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
  /** Signs; for method 10 with the PNG data URL of the signature and how it was made, for method 1 with the SMS code. */
  onSign: (handwrittenSignature?: string, signCode?: string, signatureType?: SignatureType) => void;
  /** Id of the panel element, so a sticky sign bar can move focus here. */
  id?: string;
  /** Method 1: sends the SMS code; resolves with the masked phone number. Without it SMS shows as unavailable. */
  onRequestSignCode?: () => Promise<string>;
  /** eID methods: starts the transaction and leaves for the broker. Without it eID shows as unavailable. */
  onStartEid?: () => void;
  /** Declines with a reason (§4 decline); without it no Decline button. */
  onDecline?: (reason: string) => void;
  /** External approver (1001): approves in their turn; without it no Approve button. */
  onApprove?: () => void;
}

/** "Questions? Contact {name} ({email})": whom a guest asks when the contract cannot be signed. */
function ContactSender({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('sign');
  const sender = agreement.sender;
  if (!sender?.name) return null;
  return (
    <p>
      {t('guest.contact', { name: neutralizeBidi(sender.name) })}
      {sender.email && (
        <>
          {' '}
          <a className="ink-link" href={`mailto:${sender.email}`}>
            {sender.email}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * The signing area under the document for the caller's participant (§3 sign methods): standard
 * e-signature asks for the explicit confirmation "I have read the contract and agree to sign it
 * electronically" (a checkbox; Sign without it says so and focuses it) before Sign; handwritten
 * opens the "Your signature" dialog (draw or type, loaded on demand); SMS verification asks for the code sent by SMS; eID methods send the
 * browser to the eID broker. A Decline button opens the decline dialog; an external approver
 * (1001) gets Approve instead of Sign. After a signature: "signed by everyone" when it concluded the
 * agreement (the sealed PDF download follows), else "we'll email you the signed PDF when everyone
 * has signed". Cancelled, declined and otherwise unsignable agreements say so, with the sender to
 * contact.
 */
export function SignPanel({ agreement, justSigned, busy, errorKey, onSign, onRequestSignCode, onStartEid, onDecline, onApprove, id }: SignPanelProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [drawing, setDrawing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [consented, setConsented] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentId = useId();
  const consentErrorId = useId();
  const everyoneSigned = agreement.state === AgreementState.Signed;
  const participant = currentParticipant(agreement);
  const open = isSignable(agreement.state) && agreement.state !== AgreementState.Draft;
  const declineButton = onDecline && participant && !participant.declinedAt && open && (
    <button type="button" className="ink-button" disabled={busy} onClick={() => setDeclining(true)}>
      {t('decline.button')}
    </button>
  );

  let body;
  if (justSigned || (participant?.signedAt && participant.type === ParticipantRole.Signatory)) {
    body = (
      <div role="status" className="ink-notice ink-notice--success">
        <p className="ink-notice__title">{everyoneSigned ? t('guest.signedByEveryone') : justSigned ? t('guest.youSigned') : t('alreadySigned')}</p>
        <p>{everyoneSigned ? t('guest.signedByEveryoneBody') : t('guest.youSignedBody')}</p>
      </div>
    );
  } else if (participant?.declinedAt) {
    body = (
      <p role="status" className="ink-notice">
        {t('decline.declined')}
      </p>
    );
  } else if (agreement.state === AgreementState.Declined || agreement.state === AgreementState.Cancelled) {
    body = (
      <div role="status" className="ink-notice">
        <p className="ink-notice__title">{agreement.state === AgreementState.Cancelled ? t('guest.cancelled') : t('guest.declined')}</p>
        <ContactSender agreement={agreement} />
      </div>
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
  } else if (!isSignable(agreement.state) || !participant.enabled || agreement.state === AgreementState.Draft) {
    body = (
      <div className="ink-notice">
        <p className="ink-notice__title">{t('notSignable')}</p>
        <ContactSender agreement={agreement} />
      </div>
    );
  } else if (participant.signMethod === SignMethod.Sms && onRequestSignCode) {
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: neutralizeBidi(participant.fullname) })}</p>
        <Suspense fallback={null}>
          <SmsCodeEntry busy={busy} onRequestCode={onRequestSignCode} onSubmit={(code) => onSign(undefined, code)} />
        </Suspense>
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
    const signStandard = () => {
      if (!consented) {
        setConsentMissing(true);
        document.getElementById(consentId)?.focus();
        return;
      }
      onSign();
    };
    body = (
      <>
        <p className="ink-muted">{t('signAs', { name: neutralizeBidi(participant.fullname) })}</p>
        {!handwritten && (
          <>
            <label className="ink-consent" htmlFor={consentId}>
              <input
                id={consentId}
                type="checkbox"
                checked={consented}
                disabled={busy}
                aria-describedby={consentMissing ? consentErrorId : undefined}
                aria-invalid={consentMissing || undefined}
                onChange={(event) => {
                  setConsented(event.currentTarget.checked);
                  setConsentMissing(false);
                }}
              />
              <span>{t('guest.consent')}</span>
            </label>
            {consentMissing && (
              <p id={consentErrorId} role="alert" className="ink-field-error">
                {t('guest.consentMissing')}
              </p>
            )}
            <p className="ink-muted ink-consent__note">{t('standardConsent')}</p>
          </>
        )}
        <div className="ink-actions">
          <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={() => (handwritten ? setDrawing(true) : signStandard())}>
            {busy ? t('signing') : t('signButton')}
          </button>
          {declineButton}
        </div>
        {drawing && (
          <Suspense fallback={<p className="ink-loading" role="status">{t('loading', { ns: 'common' })}</p>}>
            <SignatureDialog
              busy={busy}
              defaultName={participant.fullname}
              onClose={() => setDrawing(false)}
              onConfirm={(png, type) => {
                setDrawing(false);
                onSign(png, undefined, type);
              }}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <section className="ink-sign-panel" id={id}>
      {errorKey && !justSigned && (
        <p role="alert" className="ink-notice ink-notice--error">
          {t(errorKey, { ns: 'common' })}
        </p>
      )}
      {body}
      {declining && onDecline && (
        <Suspense fallback={null}>
          <DeclineDialog
            busy={busy}
            onCancel={() => setDeclining(false)}
            onDecline={(reason) => {
              setDeclining(false);
              onDecline(reason);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
