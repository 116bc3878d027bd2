import type { Agreement } from '@inkflow/core';
import { DocumentViewer } from '@inkflow/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../session/services.js';
import { AgreementActions } from './actions/AgreementActions.js';
import { DocumentHeader } from './page/DocumentHeader.js';
import { DocumentLayout } from './page/DocumentLayout.js';
import { DocumentSidebar } from './sidebar/DocumentSidebar.js';

/**
 * A sent agreement (state != 0, 6) for its owner: the same page as the editor, read-only — the
 * header (name, state badge, actions), the contract on paper as the counterparty sees it
 * (DocumentViewer with the participants' statuses), and the sidebar (participants with Remind
 * and the audit trail are its tabs; Download is the header's action for a signed contract). It reloads when the window
 * regains focus, so a counterparty's signature shows up (spec §4 Auth, focus reload).
 */
export function SentContract({ agreement, reload, onChange }: { agreement: Agreement; reload(): Promise<void>; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [reload]);

  return (
    <DocumentLayout
      header={
        <DocumentHeader
          name={agreement.name}
          state={agreement.state}
          workspaceId={agreement.collectionId}
          actions={<AgreementActions agreement={agreement} onChange={onChange} beforeSend={() => Promise.resolve(true)} />}
        />
      }
      sidebar={
        <DocumentSidebar agreement={agreement} onChange={onChange} />
      }
    >
      <p className="doc-readonly-note">{t('editor.readOnly')}</p>
      <div className="doc-paper-wrap">
        <div className="doc-paper doc-paper--readonly">
          <DocumentViewer agreement={agreement} api={api} embedded />
        </div>
      </div>
    </DocumentLayout>
  );
}
