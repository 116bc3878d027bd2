import { AgreementState } from '@inkflow/core';
import { Dialog } from '@inkflow/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { listAgreementPage, type ListedAgreement } from './dashboardApi.js';
import { EmptyState } from './EmptyState.js';
import { SearchBox } from './SearchBox.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of TemplateLibraryDialog: the workspace whose templates are offered, and what Use template does. */
export interface TemplateLibraryDialogProps {
  workspaceId: number;
  /** Creates a contract from the template (POST /agreements/ source_id); a failure is shown in the dialog. */
  onUse(template: ListedAgreement): Promise<unknown>;
  onClose(): void;
}

/** The template library: the workspace's templates (state 6, up to 100, by name), searchable, each with Use template. */
export function TemplateLibraryDialog({ workspaceId, onUse, onClose }: TemplateLibraryDialogProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const [templates, setTemplates] = useState<ListedAgreement[] | null>(null);
  const load = useAsyncAction();
  const use = useAsyncAction();

  useEffect(() => {
    let live = true;
    void load.run(async () => {
      const page = await listAgreementPage({ collection_ids: [workspaceId], states: [AgreementState.Template], q: q.trim() || undefined, sort: 'name:asc', limit: 100 });
      if (live) setTemplates(page.collection);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load.run is stable
  }, [workspaceId, q]);

  const failure = use.error ?? load.error;
  return (
    <Dialog title={t('library.title')} onClose={onClose}>
      <SearchBox value={q} label={t('library.search')} onSearch={setQ} />
      {templates === null ? (
        load.busy && <p role="status">{t('library.loading')}</p>
      ) : templates.length === 0 ? (
        <EmptyState kind="templates" title={t('empty.templatesTitle')} text={t('empty.templatesText')} />
      ) : (
        <ul className="template-library">
          {templates.map((template) => (
            <li key={template.id}>
              <span>{template.name}</span>
              <button type="button" className="button small" disabled={use.busy} aria-label={t('library.use', { name: template.name })} onClick={() => void use.run(() => onUse(template))}>
                {t('library.useShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('library.close')}
        </button>
      </div>
    </Dialog>
  );
}
