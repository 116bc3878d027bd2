import type { Agreement } from '@inkflow/core';
import { DocumentViewer } from '@inkflow/ui';
import { useEffect, useMemo, useRef } from 'react';
import type { AnnotationDraft, DocumentAnnotations } from '@inkflow/ui';
import { subscribeAgreement } from '../collaboration/agreementChannel.js';
import { openMessage, useActiveMessage } from '../collaboration/activeMessage.js';
import { useAgreementMessages } from '../collaboration/useAgreementMessages.js';
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
 * and the audit trail are its tabs; Download is the header's action for a signed contract). The
 * document shows the comments and suggestions (DocumentViewer `annotations`: a highlight opens
 * its thread in the sidebar, a selection posts a comment or suggestion). It reloads on the push
 * events agreement.changed / agreement.saved, and when the window regains focus as a fallback
 * (spec §4 Auth, focus reload).
 */
export function SentContract({ agreement, reload, onChange }: { agreement: Agreement; reload(): Promise<void>; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  // Live: a signature, a state change or an accepted suggestion (a new version) reloads at once;
  // the focus reload stays as the fallback when the push channel is down.
  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener('focus', onFocus);
    const unsubscribe = subscribeAgreement(agreement.id, (event) => {
      if (event.type === 'agreement.changed' || event.type === 'agreement.saved') void reload();
    });
    return () => {
      window.removeEventListener('focus', onFocus);
      unsubscribe();
    };
  }, [reload, agreement.id]);
  const threads = useAgreementMessages(agreement.id, (s) => s.threads);
  const post = useAgreementMessages(agreement.id, (s) => s.post);
  const activeMessageId = useActiveMessage((s) => s.activeMessageId);
  // An accepted suggestion is a new version of the text: show it even when the push channel is down.
  const ready = useAgreementMessages(agreement.id, (s) => s.status === 'ready');
  const accepted = threads.filter((m) => m.type === 4 && m.status === 'accepted').length;
  const seenAccepted = useRef<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (seenAccepted.current !== null && accepted > seenAccepted.current) void reload();
    seenAccepted.current = accepted;
  }, [ready, accepted, reload]);
  const annotations = useMemo<DocumentAnnotations>(
    () => ({
      messages: threads.filter((m) => m.type === 3 || m.type === 4),
      activeMessageId,
      onSelectMessage: openMessage,
      onCreate: async (draft: AnnotationDraft) => {
        const message = await post({ type: draft.type, body: draft.body, ...(draft.comment_scope ? { comment_scope: draft.comment_scope } : {}), ...(draft.suggestion ? { suggestion: draft.suggestion } : {}) });
        openMessage(message.id);
      },
      // The app's user is the sender side, who may always suggest (§3).
      canSuggest: true,
    }),
    [threads, activeMessageId, post],
  );

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
          <DocumentViewer agreement={agreement} api={api} embedded annotations={annotations} />
        </div>
      </div>
    </DocumentLayout>
  );
}
