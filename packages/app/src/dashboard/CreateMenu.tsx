import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { createAgreementVia, uploadPdf, type ListedAgreement } from './dashboardApi.js';
import { NewContractButton } from './NewContractButton.js';
import { TemplateLibraryDialog } from './TemplateLibraryDialog.js';
import { useAsyncAction } from './useAsyncAction.js';
import { usePdfPicker } from './usePdfPicker.js';

/** Props of CreateMenu: the workspace and folder new items go to (no workspace: creation is off). */
export interface CreateMenuProps {
  workspaceId: number | undefined;
  folderId: number | null;
}

/** A PDF's file name without ".pdf", at most 100 characters (§9), or undefined when nothing is left. */
export function nameFromFile(file: File): string | undefined {
  return file.name.replace(/\.pdf$/i, '').trim().slice(0, 100) || undefined;
}

/**
 * The creation paths of the dashboard: New contract, and under "More ways to create" New
 * template (state 6), From template (the template library, POST /agreements/ source_id),
 * Import signed contract (a PDF: POST /assets/, then POST /agreements/ with import=1 and
 * from_pdf, stored as signed) and From PDF (POST /assets/, then from_pdf). Everything is
 * created in the current workspace and folder and opens at /documents/{id}. Failures (§8) show
 * with role="alert".
 */
export function CreateMenu({ workspaceId, folderId }: CreateMenuProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [library, setLibrary] = useState(false);
  const { busy, error, run } = useAsyncAction();
  const where = workspaceId === undefined ? null : { collection_id: workspaceId, ...(folderId !== null && folderId > 0 ? { folder_id: folderId } : {}) };

  const createAndOpen = async (body: Omit<Parameters<typeof createAgreementVia>[0], 'collection_id' | 'folder_id'>) => {
    if (!where) return;
    const created = await createAgreementVia({ ...where, ...body });
    navigate(`/documents/${created.id}`);
  };
  const fromPdf = usePdfPicker((pdf) => void run(async () => createAndOpen({ from_pdf: await uploadPdf(pdf), name: nameFromFile(pdf) })));
  const importSigned = usePdfPicker(
    (pdf) => void run(async () => createAndOpen({ from_pdf: await uploadPdf(pdf), name: nameFromFile(pdf), import: 1 })),
    t('create.importTitle'),
  );

  return (
    <div className="create-menu">
      <NewContractButton collectionId={workspaceId} folderId={folderId} />
      <Menu
        trigger={
          <button type="button" className="button" disabled={!where || busy}>
            {t('create.more')}
          </button>
        }
        items={[
          { label: t('create.newTemplate'), onSelect: () => void run(() => createAndOpen({ state: 6, name: t('create.untitledTemplate') })) },
          { label: t('create.fromTemplate'), onSelect: () => setLibrary(true) },
          { label: t('create.importSigned'), onSelect: importSigned.pick },
          { label: t('create.fromPdf'), onSelect: fromPdf.pick },
        ]}
      />
      {fromPdf.input}
      {importSigned.input}
      {busy && (
        <p role="status" className="create-busy">
          {t('create.busy')}
        </p>
      )}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {library && workspaceId !== undefined && (
        <TemplateLibraryDialog workspaceId={workspaceId} onUse={(template: ListedAgreement) => createAndOpen({ source_id: template.id })} onClose={() => setLibrary(false)} />
      )}
    </div>
  );
}
