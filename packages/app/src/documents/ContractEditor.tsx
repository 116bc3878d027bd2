import { AgreementState, ParticipantRole, type Agreement } from '@inkflow/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxListEditor } from './boxes/BoxListEditor.js';
import { ParticipantsPanel } from './ParticipantsPanel.js';
import { SaveStatus } from './SaveStatus.js';
import { SendDialog } from './SendDialog.js';
import { useAgreementDraft } from './useAgreementDraft.js';

/**
 * The owner's editor of a draft agreement (state 0): Contract name, the sections (§3 Box), Save (with
 * "Saved" status, or the 4002 message while the text is kept), the Participants panel and Send,
 * enabled once a signatory exists; unsaved edits are saved before the Send dialog opens.
 * Every call's answer goes to `onChange`; after publishing the page shows the sent contract.
 */
export function ContractEditor({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const draft = useAgreementDraft(agreement, onChange);
  const [sending, setSending] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  // A template (state 6) is not sent: contracts are created from it, or it is signed through its links.
  const isTemplate = agreement.state === AgreementState.Template;
  const hasSignatory = agreement.participants.some((p) => p.enabled && p.type === ParticipantRole.Signatory);

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void draft.save();
  };

  const openSend = async () => {
    if (await draft.save()) setSending(true);
  };

  const closeSend = () => {
    setSending(false);
    sendButton.current?.focus();
  };

  return (
    <>
      <div className="editor" inert={sending} aria-hidden={sending || undefined}>
        <div className="page-head">
          <h1>{draft.name || t('editor.untitled')}</h1>
          <p className="state-line">{t('editor.state', { state: t(`sign:state.${agreement.state}`) })}</p>
        </div>
        <form className="editor-form" onSubmit={onSave}>
          <div className="field">
            <label htmlFor="contract-name">{t('editor.name')}</label>
            <input id="contract-name" value={draft.name} onChange={(e) => draft.setName(e.target.value)} required maxLength={255} />
          </div>
          <BoxListEditor draft={draft} agreement={agreement} />
          <div className="save-row">
            <button type="submit" className="button primary" disabled={draft.status === 'saving'}>
              {t('editor.save')}
            </button>
            <SaveStatus status={draft.status} error={draft.error} />
          </div>
        </form>
        <ParticipantsPanel agreement={agreement} onChange={onChange} />
        {!isTemplate && (
          <div className="send-row">
            <button ref={sendButton} type="button" className="button primary" disabled={!hasSignatory || draft.status === 'saving'} onClick={() => void openSend()}>
              {t('editor.send')}
            </button>
            {!hasSignatory && <p className="hint">{t('send.noSignatory')}</p>}
          </div>
        )}
      </div>
      {sending && <SendDialog agreementId={agreement.id} defaultSubject={draft.name} onSent={onChange} onClose={closeSend} />}
    </>
  );
}
