import { AgreementState, ParticipantRole, agreementFromWire, type Agreement } from '@inkflow/core';
import { SealedPdfDownload } from '@inkflow/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu, Modal, Tooltip, showToast, type MenuEntry } from '../../design/index.js';
import { createAgreementVia, trashAgreement, type ListedAgreement } from '../../dashboard/dashboardApi.js';
import { MoveDialog } from '../../dashboard/MoveDialog.js';
import { TemplateLibraryDialog } from '../../dashboard/TemplateLibraryDialog.js';
import { api, useSession } from '../../session/services.js';
import { SendDialog } from '../SendDialog.js';
import { ShareButton } from '../../sharing/ShareButton.js';
import { CancelDialog } from './CancelDialog.js';
import { CorrectRecipientDialog, correctable } from './CorrectRecipientDialog.js';
import { CounterpartyPreview } from './CounterpartyPreview.js';
import { ExtendExpiryDialog } from './ExtendExpiryDialog.js';
import { RemindDialog, remindable } from './RemindDialog.js';
import { useActionToast } from './useActionToast.js';
import './agreementActions.css';

/** Props of AgreementActions (the document page header places it). */
export interface AgreementActionsProps {
  agreement: Agreement;
  /** Takes every agreement an action answers (sent, cancelled, corrected, …). */
  onChange(agreement: Agreement): void;
  /** Called before the send dialog opens (the editor saves); false keeps the dialog closed. */
  beforeSend(): Promise<boolean>;
}

type Open = 'send' | 'remind' | 'cancel' | 'terminate' | 'correct' | 'expiry' | 'preview' | 'replace' | 'move' | 'trash' | null;

const isPending = (state: number) => state === AgreementState.Pending || state === AgreementState.Overdue;

/**
 * The one primary action for the agreement's state (§4 Agreement actions) and a "More" menu:
 * - draft (0): **Send** (disabled with the reason in a Tooltip until an enabled signatory exists;
 *   `beforeSend()` first, then the send dialog); More: replace with a template, move, trash;
 * - template (6): **Create contract from template** (POST /agreements/ source_id); More: move, trash;
 * - pending or overdue (1, 2): **Remind** (choose participants) and Cancel with a reason; More:
 *   correct a recipient, extend the expiry;
 * - signed (4): **Download** (the sealed PDF) and Terminate (cancel with manual=1) with a reason;
 *   an imported contract also offers "Undo mark as signed";
 * - every state: "View as counterparty" (§4 preview) and "Move to…"; with agreement:acl:update,
 *   Share (the ShareDialog: people and groups with a role on this contract, §6).
 * Each action ends with a toast (success, or the §8 text of its failure).
 */
export function AgreementActions({ agreement, onChange, beforeSend }: AgreementActionsProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const toast = useActionToast();
  const workspaces = useSession((s) => s.position?.collections) ?? [];
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const { state } = agreement;
  const isDraft = state === AgreementState.Draft;
  const isTemplate = state === AgreementState.Template;
  const pending = isPending(state);
  const hasSignatory = agreement.participants.some((p) => p.enabled && p.type === ParticipantRole.Signatory);
  const close = () => setOpen(null);
  const done = (next: Agreement) => {
    setOpen(null);
    onChange(next);
  };

  const openSend = async () => {
    if (!hasSignatory || busy) return;
    setBusy(true);
    try {
      if (await beforeSend()) setOpen('send');
    } finally {
      setBusy(false);
    }
  };

  const createFromTemplate = async () => {
    setBusy(true);
    let createdId = 0;
    const ok = await toast(async () => {
      createdId = (await createAgreementVia({ collection_id: agreement.collectionId, source_id: agreement.id })).id;
    }, t('agreementActions.fromTemplate.done'));
    setBusy(false);
    if (ok) navigate(`/documents/${createdId}`);
  };

  const undoImport = () =>
    void toast(async () => {
      onChange(agreementFromWire(await api.call('POST /agreements/:id/imported_reset', { params: { id: agreement.id } })));
    }, t('agreementActions.undoImport.done'));

  const reload = async () => onChange(await api.getAgreement(agreement.id));

  const more: MenuEntry[] = [{ label: t('agreementActions.preview.open'), onSelect: () => setOpen('preview') }];
  if (pending && correctable(agreement).length > 0) more.push({ label: t('agreementActions.correct.open'), onSelect: () => setOpen('correct') });
  if (pending) more.push({ label: t('agreementActions.expiry.open'), onSelect: () => setOpen('expiry') });
  if (isDraft) more.push({ label: t('agreementActions.replace.open'), onSelect: () => setOpen('replace') });
  if (agreement.imported) more.push({ label: t('agreementActions.undoImport.open'), onSelect: undoImport });
  if (workspaces.length > 0) more.push({ label: t('agreementActions.move.open'), onSelect: () => setOpen('move') });
  if (isDraft || isTemplate) more.push({ label: t('agreementActions.trash.open'), onSelect: () => setOpen('trash'), danger: true });

  return (
    <div className="agreement-actions" role="group" aria-label={t('agreementActions.label')}>
      {pending && (
        <button type="button" className="button" onClick={() => setOpen('cancel')}>
          {t('agreementActions.cancel.open')}
        </button>
      )}
      {state === AgreementState.Signed && !agreement.imported && (
        <button type="button" className="button" onClick={() => setOpen('terminate')}>
          {t('agreementActions.terminate.open')}
        </button>
      )}
      {agreement.allowed?.includes('agreement:acl:update') && <ShareButton resource={{ type: 'agreement', id: agreement.id, name: agreement.name }} />}
      <Menu
        trigger={
          <button type="button" className="button agreement-actions__more" aria-label={t('agreementActions.moreLabel')}>
            {t('agreementActions.more')}
          </button>
        }
        items={more}
      />
      {isDraft &&
        (hasSignatory ? (
          <button type="button" className="button primary" disabled={busy} aria-busy={busy} onClick={() => void openSend()}>
            {t('agreementActions.send')}
          </button>
        ) : (
          <Tooltip content={t('send.noSignatory')}>
            {/* aria-disabled, not disabled: a disabled button takes no focus or hover, so its reason could not be read. */}
            <button type="button" className="button primary" aria-disabled="true" onClick={() => showToast({ type: 'info', title: t('send.noSignatory') })}>
              {t('agreementActions.send')}
            </button>
          </Tooltip>
        ))}
      {isTemplate && (
        <button type="button" className="button primary" disabled={busy} onClick={() => void createFromTemplate()}>
          {t('agreementActions.fromTemplate.open')}
        </button>
      )}
      {pending && (
        <button type="button" className="button primary" disabled={remindable(agreement).length === 0} onClick={() => setOpen('remind')}>
          {t('agreementActions.remind.open')}
        </button>
      )}
      {state === AgreementState.Signed && (
        <span className="agreement-actions__download">
          <SealedPdfDownload api={api} agreement={agreement} />
        </span>
      )}

      {open === 'send' && <SendDialog agreementId={agreement.id} defaultSubject={agreement.subject || agreement.name} onSent={done} onClose={close} />}
      {open === 'remind' && <RemindDialog agreement={agreement} onClose={close} />}
      {(open === 'cancel' || open === 'terminate') && <CancelDialog agreement={agreement} mode={open} onDone={done} onClose={close} />}
      {open === 'correct' && <CorrectRecipientDialog agreement={agreement} onDone={done} onClose={close} />}
      {open === 'expiry' && <ExtendExpiryDialog agreement={agreement} onDone={done} onClose={close} />}
      {open === 'preview' && <CounterpartyPreview agreementId={agreement.id} onClose={close} />}
      {open === 'replace' && (
        <TemplateLibraryDialog
          workspaceId={agreement.collectionId}
          onUse={async (template) => {
            const created = await api.call('POST /agreements/:id/replace', { params: { id: agreement.id }, body: { collection_id: agreement.collectionId, source_id: template.id } });
            showToast({ type: 'success', title: t('agreementActions.replace.done', { name: template.name }) });
            navigate(`/documents/${created.id}`);
          }}
          onClose={close}
        />
      )}
      {open === 'move' && (
        <MoveDialog
          // MoveDialog reads only these four fields of a listed agreement.
          agreement={{ id: agreement.id, name: agreement.name, collection_id: agreement.collectionId, folder_id: agreement.folderId ?? null } as ListedAgreement}
          workspaces={workspaces.filter((w) => !w.virtual)}
          onMoved={() => {
            setOpen(null);
            void toast(reload, t('agreementActions.move.done'));
          }}
          onClose={close}
        />
      )}
      {open === 'trash' && (
        <Modal
          title={t('agreementActions.trash.title')}
          description={t('agreementActions.trash.text', { name: agreement.name })}
          onClose={close}
          size="sm"
          footer={
            <>
              <button type="button" className="button" onClick={close}>
                {t('agreementActions.keep')}
              </button>
              <button
                type="button"
                className="button danger"
                onClick={() =>
                  void toast(() => trashAgreement(agreement.id), t('agreementActions.trash.done')).then((ok) => ok && navigate(`/c/${agreement.collectionId}/trash`))
                }
              >
                {t('agreementActions.trash.confirm')}
              </button>
            </>
          }
        />
      )}
    </div>
  );
}
