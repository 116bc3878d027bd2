import type { Agreement } from '@inkflow/core';
import { useState } from 'react';
import { AgreementActions } from './actions/AgreementActions.js';
import { DocumentCanvas } from './page/DocumentCanvas.js';
import { DocumentHeader } from './page/DocumentHeader.js';
import { DocumentLayout } from './page/DocumentLayout.js';
import { SaveError } from './page/SaveIndicator.js';
import { StaleChangeDialog } from './page/StaleChangeDialog.js';
import { DocumentSidebar } from './sidebar/DocumentSidebar.js';
import { useAgreementDraft } from './useAgreementDraft.js';

/**
 * The owner's document page for a draft (state 0) or template (state 6): the header (name renamed
 * in place, state, autosave state, actions), the contract on paper edited in place, and the
 * sidebar. Edits autosave; Send saves first. A stale save (4002) opens StaleChangeDialog and keeps
 * every edit. Every call's answer goes to `onChange`; after publishing the page shows the sent contract.
 */
export function ContractEditor({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const draft = useAgreementDraft(agreement, onChange);
  // The dialog opens on each new conflict; "Keep editing" closes it until the user asks again.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const showStale = draft.status === 'conflict' && dismissedError !== draft.error;

  return (
    <DocumentLayout
      header={
        <DocumentHeader
          name={draft.name}
          onRename={draft.setName}
          state={agreement.state}
          saveStatus={draft.status}
          onResolveConflict={() => setDismissedError(null)}
          workspaceId={agreement.collectionId}
          actions={<AgreementActions agreement={agreement} onChange={onChange} beforeSend={draft.save} />}
        />
      }
      sidebar={<DocumentSidebar agreement={agreement} onChange={onChange} />}
    >
      <SaveError status={draft.status} error={draft.error} />
      <DocumentCanvas draft={draft} agreement={agreement} />
      {showStale && (
        <StaleChangeDialog
          agreementId={agreement.id}
          base={agreement}
          onReload={(fresh) => draft.takeTheirs(fresh)}
          onKeepMine={(fresh) => void draft.keepMine(fresh)}
          onKeepEditing={() => setDismissedError(draft.error)}
        />
      )}
    </DocumentLayout>
  );
}
