import { AgreementState, ApiError } from '@inkflow/core';
import { ErrorScreen } from '@inkflow/ui';
import { useEffect } from 'react';
import { listenForOpenMessage, openMessage, resetActiveMessage } from '../collaboration/activeMessage.js';
import { renderCollaboration } from '../collaboration/collaborationRenderer.js';
import { takeMessageLink } from '../collaboration/messageLink.js';
import { useParams } from 'react-router';
import { rememberWorkspace } from '../dashboard/currentWorkspace.js';
import { useSession } from '../session/services.js';
import { Loading } from '../layout/Loading.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { ContractEditor } from './ContractEditor.js';
import { SentContract } from './SentContract.js';
import { CollaborationSlot } from './sidebar/CollaborationSlot.js';
import { SigningLinksPanel } from '../templates/SigningLinksPanel.js';
import { useAgreement } from './useAgreement.js';
import './documentPage.css';

/**
 * `/documents/:id` for the owner: a page, not a form — a sticky header, the contract on paper
 * and the sidebar. Drafts and templates are edited in place and autosaved (ContractEditor; a
 * template also lists its signing links, issue #6), sent and signed contracts show the same page
 * read-only (SentContract), or the §2 error screen (404 "Invalid agreement Id", 403, …). The
 * sidebar's Collaboration tab shows the chat and comments (collaboration/CollaborationPanel); a
 * message link (`/documents/:id/m/:messageId`, MessageLinkRoute) opens its thread.
 */
export function DocumentPage() {
  const { id = '' } = useParams();
  const { agreement, error, setAgreement, reload } = useAgreement(id);
  usePageTitle(agreement?.name);
  const workspaces = useSession((s) => s.position?.collections);
  // §4 Opening a contract: its workspace becomes the current one when the user has access to it.
  const collectionId = agreement?.collectionId;
  useEffect(() => {
    if (collectionId !== undefined && workspaces?.some((c) => c.id === collectionId)) rememberWorkspace(collectionId);
  }, [collectionId, workspaces]);
  // The draft editor's highlights open threads through a window event; leaving the page forgets the active thread.
  useEffect(() => {
    const stop = listenForOpenMessage();
    return () => {
      stop();
      resetActiveMessage();
    };
  }, [id]);
  // §2 message deep link (/documents/:id/m/:messageId put it in session storage): open its thread once the page is there.
  const loadedId = agreement?.id;
  useEffect(() => {
    if (loadedId === undefined) return;
    const messageId = takeMessageLink(loadedId);
    if (messageId !== null) openMessage(messageId);
  }, [loadedId]);

  if (!agreement) {
    if (error === null) return <Loading />;
    return error instanceof ApiError ? <ErrorScreen status={error.status} code={error.code} loggedIn /> : <ErrorScreen status={500} loggedIn />;
  }
  const editable = agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template;
  return (
    <CollaborationSlot.Provider value={renderCollaboration}>
      {editable ? (
        <ContractEditor key={agreement.id} agreement={agreement} onChange={setAgreement} />
      ) : (
        <SentContract agreement={agreement} reload={reload} onChange={setAgreement} />
      )}
      {agreement.state === AgreementState.Template && (
        <div className="doc-page__extra">
          <SigningLinksPanel templateId={agreement.id} />
        </div>
      )}
    </CollaborationSlot.Provider>
  );
}
