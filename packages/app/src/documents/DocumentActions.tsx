import { AgreementState, agreementFromWire, type Agreement } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../dashboard/ConfirmDialog.js';
import { TemplateLibraryDialog } from '../dashboard/TemplateLibraryDialog.js';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';
import { AgreementActions } from './actions/AgreementActions.js';

type Open = 'replace' | 'trash' | null;

/**
 * The owner's whole-document actions (§4 Agreement actions) above a contract:
 * - an imported contract (mark as signed) gets "Undo mark as signed": POST
 *   /agreements/{id}/imported_reset, back to a draft (`onChange` takes the answer);
 * - a draft gets "Replace with a template…": the template library of its workspace, then POST
 *   /agreements/{id}/replace (collection_id, source_id) — a new draft from the template opens and
 *   this one goes to the trash;
 * - a draft or template gets "Move to trash": DELETE /agreements/{id} after a confirmation, then
 *   the workspace's list.
 * Failures (403 99, 409 4999 …) show their §8 text with role="alert".
 * A sent agreement (any other state) gets AgreementActions: its primary action and "More" menu.
 *
 * @deprecated The page header mounts `AgreementActions` (documents/actions) for every state; this
 * stays only until the document page does, so drafts keep the editor's own Send button meanwhile.
 */
export function DocumentActions({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const editable = agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template;
  // Nothing is left unsaved on a sent agreement: there is no editor to save before sending.
  if (!editable) return <AgreementActions agreement={agreement} onChange={onChange} beforeSend={() => Promise.resolve(true)} />;
  return <DraftActions agreement={agreement} onChange={onChange} />;
}

/** The draft and template actions of the page before AgreementActions (undo import, replace, trash). */
function DraftActions({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const isDraft = agreement.state === AgreementState.Draft;
  const editable = isDraft || agreement.state === AgreementState.Template;

  const undoImport = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(agreementFromWire(await api.call('POST /agreements/:id/imported_reset', { params: { id: agreement.id } })));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (!agreement.imported && !editable) return null;
  return (
    <div className="document-actions" role="group" aria-label={t('documentActions.label')}>
      {agreement.imported && (
        <button type="button" className="button" disabled={busy} onClick={() => void undoImport()}>
          {t('documentActions.undoImport')}
        </button>
      )}
      {isDraft && (
        <button type="button" className="button" onClick={() => setOpen('replace')}>
          {t('documentActions.replace')}
        </button>
      )}
      {editable && (
        <button type="button" className="button" onClick={() => setOpen('trash')}>
          {t('documentActions.trash')}
        </button>
      )}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {open === 'replace' && (
        <TemplateLibraryDialog
          workspaceId={agreement.collectionId}
          onUse={async (template) => {
            const created = await api.call('POST /agreements/:id/replace', { params: { id: agreement.id }, body: { collection_id: agreement.collectionId, source_id: template.id } });
            navigate(`/documents/${created.id}`);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'trash' && (
        <ConfirmDialog
          title={t('documentActions.trashTitle')}
          text={t('documentActions.trashText', { name: agreement.name })}
          confirmLabel={t('documentActions.trash')}
          onConfirm={() => api.deleteAgreement(agreement.id)}
          onDone={() => navigate(`/c/${agreement.collectionId}/trash`)}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
