import { AgreementState, ApiError } from '@inkflow/core';
import { ErrorScreen } from '@inkflow/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { rememberWorkspace } from '../dashboard/currentWorkspace.js';
import { useSession } from '../session/services.js';
import { Loading } from '../layout/Loading.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { ContractEditor } from './ContractEditor.js';
import { SentContract } from './SentContract.js';
import { SigningLinksPanel } from '../templates/SigningLinksPanel.js';
import { useAgreement } from './useAgreement.js';
import { DocumentSidebar } from './sidebar/DocumentSidebar.js';
import { DocumentActions } from './DocumentActions.js';

/**
 * `/documents/:id` for the owner: the editor while the agreement is a draft or a template (a
 * template also lists its signing links, issue #6), the read-only sent contract afterwards, the side panels, or the §2 error screen (404 "Invalid agreement Id", 403, …).
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

  if (!agreement) {
    if (error === null) return <Loading />;
    return error instanceof ApiError ? <ErrorScreen status={error.status} code={error.code} loggedIn /> : <ErrorScreen status={500} loggedIn />;
  }
  return (
    <>
      <DocumentActions agreement={agreement} onChange={setAgreement} />
      {agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template ? (
        <ContractEditor key={agreement.id} agreement={agreement} onChange={setAgreement} />
      ) : (
        <SentContract agreement={agreement} reload={reload} />
      )}
      {agreement.state === AgreementState.Template && <SigningLinksPanel templateId={agreement.id} />}
      {/* Until the editor's page layout places it in the right column. */}
      <DocumentSidebar agreement={agreement} onChange={setAgreement} />
    </>
  );
}
