import { AgreementState, type Agreement, type MessageWire } from '@inkflow/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreementMessages } from '../collaboration/useAgreementMessages.js';
import { showToast } from '../design/index.js';
import { api } from '../session/services.js';
import { AgreementActions } from './actions/AgreementActions.js';
import { DocumentCanvas } from './page/DocumentCanvas.js';
import { DocumentHeader } from './page/DocumentHeader.js';
import { DocumentLayout } from './page/DocumentLayout.js';
import { SaveError } from './page/SaveIndicator.js';
import { StaleChangeDialog } from './page/StaleChangeDialog.js';
import { SuggestingToggle } from './page/SuggestingToggle.js';
import { reloadSummary, UpdatedByNotice } from './page/UpdatedByNotice.js';
import { useUpdatedBy } from './page/useUpdatedBy.js';
import { EditorCollaborationContext, requestOpenMessage, type EditorCollaboration } from './richText/editorCollaboration.js';
import { DocumentSidebar } from './sidebar/DocumentSidebar.js';
import { useAgreementDraft, type AgreementDraft } from './useAgreementDraft.js';

/** `draft` as suggestion mode shows it: every change ignored (text sections post suggestions instead). */
function readOnlyDraft(draft: AgreementDraft): AgreementDraft {
  const ignore = () => undefined;
  return { ...draft, setName: ignore, setBoxes: ignore, updateBox: ignore, setData: ignore };
}

/**
 * The owner's document page for a draft (state 0) or template (state 6): the header (name renamed
 * in place, state, autosave state, the "Suggesting" toggle for drafts, actions), the contract on
 * paper edited in place, and the sidebar. Edits autosave; Send saves first. A save made elsewhere
 * (push `agreement.saved`) reloads silently, or with unsaved edits shows "Updated by {name}" with
 * Reload (the edits kept on top); a stale save (4002) still opens StaleChangeDialog and keeps
 * every edit. Drafts get comments, highlights, tracked changes and suggestion mode in their text
 * sections (§2 Collaboration); templates do not (messages are posted only in documents). Every
 * call's answer goes to `onChange`; after publishing the page shows the sent contract.
 */
export function ContractEditor({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const draft = useAgreementDraft(agreement, onChange);
  // The dialog opens on each new conflict; "Keep editing" closes it until the user asks again.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const showStale = draft.status === 'conflict' && dismissedError !== draft.error;
  const [suggesting, setSuggesting] = useState(false);
  const updatedBy = useUpdatedBy(agreement.id, draft);
  const isDocument = agreement.state !== AgreementState.Template;
  const shownDraft = suggesting ? readOnlyDraft(draft) : draft;

  const toggleSuggesting = (next: boolean) => {
    // Suggestions are measured against the saved text: save what is typed before they start.
    if (next) void draft.save();
    setSuggesting(next);
  };

  const page = (
    <DocumentLayout
      header={
        <DocumentHeader
          name={draft.name}
          onRename={suggesting ? undefined : draft.setName}
          state={agreement.state}
          saveStatus={draft.status}
          onResolveConflict={() => setDismissedError(null)}
          workspaceId={agreement.collectionId}
          modeToggle={isDocument ? <SuggestingToggle pressed={suggesting} onToggle={toggleSuggesting} /> : undefined}
          actions={<AgreementActions agreement={agreement} onChange={onChange} beforeSend={draft.save} />}
        />
      }
      sidebar={<DocumentSidebar agreement={agreement} onChange={onChange} />}
    >
      <SaveError status={draft.status} error={draft.error} />
      {updatedBy.notice && (
        <UpdatedByNotice
          notice={updatedBy.notice}
          onReload={async () => {
            const merged = await updatedBy.reload();
            showToast({ type: 'info', title: reloadSummary(t, merged) });
            return merged;
          }}
          onDismiss={updatedBy.dismiss}
        />
      )}
      <div className={suggesting ? 'doc-suggesting-mode' : undefined}>
        <DocumentCanvas draft={shownDraft} agreement={agreement} />
      </div>
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
  return isDocument ? (
    <DocumentCollaboration agreementId={agreement.id} suggesting={suggesting}>
      {page}
    </DocumentCollaboration>
  ) : (
    page
  );
}

/** Open comments and suggestions loaded for the highlights: up to this many (the list's maximum page). */
const activeAnnotationLimit = 100;

/**
 * Provides the editor's collaboration (EditorCollaborationContext) of a document from its shared
 * message store. The store holds the sidebar's newest pages only; the highlights need every open
 * comment and suggestion, so those are loaded once more (`status=active`, types 3 and 4) and the
 * store's copy of a message (kept current by the push channel) wins over that snapshot.
 */
function DocumentCollaboration({ agreementId, suggesting, children }: { agreementId: number; suggesting: boolean; children: ReactNode }) {
  // One subscription: the whole state (its actions are stable, its threads change with pushes).
  const { threads: stored, post, update } = useAgreementMessages(agreementId, (s) => s);
  const [active, setActive] = useState<MessageWire[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call('GET /agreements/:id/messages/', { params: { id: agreementId }, query: { status: 'active', type: ['3', '4'], limit: activeAnnotationLimit } })
      .then((page) => live && setActive(page.collection))
      // Without it the highlights show what the store has; the sidebar reports load failures.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [agreementId]);
  const threads = useMemo(() => [...stored, ...active.filter((m) => !stored.some((s) => s.id === m.id))], [stored, active]);
  const value = useMemo<EditorCollaboration>(() => ({ threads, post, update, openMessage: requestOpenMessage, suggesting }), [threads, post, update, suggesting]);
  return <EditorCollaborationContext.Provider value={value}>{children}</EditorCollaborationContext.Provider>;
}
