import { AgreementState, ParticipantRole, type Agreement } from '@inkflow/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentActions } from '../DocumentActions.js';
import { SendDialog } from '../SendDialog.js';

/** Props of AgreementActions. `beforeSend` saves pending edits; it resolves false when they could not be saved. */
export interface AgreementActionsProps {
  agreement: Agreement;
  onChange(agreement: Agreement): void;
  beforeSend(): Promise<boolean>;
}

/**
 * The header's action area of the document page: the one primary action for the state (Send for
 * a draft, after `beforeSend`) and the other whole-document actions. Placeholder: Send plus the
 * existing DocumentActions; the full set (Remind, Cancel, Download, "More" menu) replaces this file.
 */
export function AgreementActions({ agreement, onChange, beforeSend }: AgreementActionsProps) {
  const { t } = useTranslation('app');
  const [sending, setSending] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const hasSignatory = agreement.participants.some((p) => p.enabled && p.type === ParticipantRole.Signatory);

  const openSend = async () => {
    if (await beforeSend()) setSending(true);
  };
  const closeSend = () => {
    setSending(false);
    sendButton.current?.focus();
  };

  return (
    <div className="agreement-actions">
      <DocumentActions agreement={agreement} onChange={onChange} />
      {agreement.state === AgreementState.Draft && (
        <button ref={sendButton} type="button" className="button primary" disabled={!hasSignatory} title={hasSignatory ? undefined : t('send.noSignatory')} onClick={() => void openSend()}>
          {t('editor.send')}
        </button>
      )}
      {sending && <SendDialog agreementId={agreement.id} defaultSubject={agreement.name} onSent={onChange} onClose={closeSend} />}
    </div>
  );
}
