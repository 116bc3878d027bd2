import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../errors/useErrorText.js';
import { createAgreementVia, uploadPdf, type CreatedAgreement, type ListedAgreement } from './dashboardApi.js';
import { MenuButton } from './MenuButton.js';
import { NameDialog } from './NameDialog.js';
import { NewContractButton } from './NewContractButton.js';
import { TemplateLibraryDialog } from './TemplateLibraryDialog.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of CreateMenu: the workspace and folder new items go to (no workspace: creation is off), and what follows an import. */
export interface CreateMenuProps {
  workspaceId: number | undefined;
  folderId: number | null;
  /** An imported signed contract was stored (state 4): the page shows it in the list. */
  onImported(agreement: CreatedAgreement): void;
}

type Open = 'library' | 'import' | null;

/**
 * The creation paths of the dashboard (issue #4): New contract, and under "More ways to create"
 * New template (state 6), From template (the template library, POST /agreements/ source_id),
 * Import signed contract (import=1, stored as signed) and From PDF (POST /assets/, then
 * from_pdf). Everything is created in the current workspace and folder; drafts and templates
 * open in the editor.
 */
export function CreateMenu({ workspaceId, folderId, onImported }: CreateMenuProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [open, setOpen] = useState<Open>(null);
  const file = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useAsyncAction();
  const where = workspaceId === undefined ? null : { collection_id: workspaceId, ...(folderId !== null && folderId > 0 ? { folder_id: folderId } : {}) };

  const createAndOpen = async (body: Omit<Parameters<typeof createAgreementVia>[0], 'collection_id' | 'folder_id'>) => {
    if (!where) return;
    const created = await createAgreementVia({ ...where, ...body });
    navigate(`/documents/${created.id}`);
  };

  const fromPdf = async (pdf: File | undefined) => {
    if (!pdf) return;
    await run(async () => createAndOpen({ from_pdf: await uploadPdf(pdf), name: pdf.name.replace(/\.pdf$/i, '').slice(0, 100) || undefined }));
    if (file.current) file.current.value = '';
  };

  return (
    <div className="create-menu">
      <NewContractButton collectionId={workspaceId} folderId={folderId} />
      <MenuButton
        label={t('create.more')}
        className="button"
        disabled={!where}
        items={[
          { label: t('create.newTemplate'), onSelect: () => void run(() => createAndOpen({ state: 6, name: t('create.untitledTemplate') })) },
          { label: t('create.fromTemplate'), onSelect: () => setOpen('library') },
          { label: t('create.importSigned'), onSelect: () => setOpen('import') },
          { label: t('create.fromPdf'), onSelect: () => file.current?.click() },
        ]}
      />
      <input ref={file} type="file" accept="application/pdf,.pdf" className="dashboard-sr-only" tabIndex={-1} aria-label={t('create.pdfFile')} onChange={(e) => void fromPdf(e.target.files?.[0])} />
      {busy && <p role="status">{t('create.busy')}</p>}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {open === 'library' && workspaceId !== undefined && (
        <TemplateLibraryDialog workspaceId={workspaceId} onUse={(template: ListedAgreement) => createAndOpen({ source_id: template.id })} onClose={() => setOpen(null)} />
      )}
      {open === 'import' && (
        <NameDialog
          title={t('create.importTitle')}
          label={t('create.importName')}
          text={t('create.importText')}
          submitLabel={t('create.importSubmit')}
          cancelLabel={t('create.cancel')}
          onSubmit={async (name) => {
            if (!where) return;
            const created = await createAgreementVia({ ...where, name, import: 1 });
            setOpen(null);
            onImported(created);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
