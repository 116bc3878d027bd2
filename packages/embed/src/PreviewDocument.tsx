import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient, type Agreement } from '@inkflow/core';
import { DocumentViewer, ErrorScreen, PreviewBanner, type DescribedError } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';
import { previewAgreement } from './embedApi.js';
import { reportError } from './reportError.js';
import { embedHttpOptions } from './transport.js';

/** Props of PreviewDocument. */
export interface PreviewDocumentProps {
  agreementId: number;
  channel: ParentChannel | null;
}

type State = { kind: 'loading' } | { kind: 'failed'; error: DescribedError } | { kind: 'loaded'; agreement: Agreement };

/**
 * Preview mode (§4: the guest token `preview`): the owner's read-only view of the agreement under
 * a Preview banner, from POST /agreements/{id}/preview with the owner's session. Without a
 * session (always the case in a third-party iframe, where the browser withholds the cookie) the
 * server answers 401 or 403 and this shows the 403 screen and reports the `error` event.
 * `ready` carries a null participant: nobody signs a preview.
 */
export function PreviewDocument({ agreementId, channel }: PreviewDocumentProps) {
  const { t, i18n } = useTranslation('common');
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The owner's session cookie reads uploaded files (PDF sections) the same way it read the preview.
  const api = useMemo(() => createApiClient(embedHttpOptions), []);

  useEffect(() => {
    let live = true;
    previewAgreement(agreementId).then(
      (agreement) => {
        if (!live) return;
        setState({ kind: 'loaded', agreement });
        channel?.post('ready', { agreementId: agreement.id, participantId: null, state: agreement.state });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'failed', error: reportError(error, channel, i18n) });
      },
    );
    return () => {
      live = false;
    };
  }, [agreementId, channel, i18n]);

  if (state.kind === 'loading') {
    return (
      <p className="ink-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    const { status, code } = state.error;
    // No session is "access denied" here, not a login prompt: the iframe cannot log in.
    return <ErrorScreen status={status === 401 ? 403 : status} code={code} loadFailure={status === 0} />;
  }
  return (
    <div className="ink-guest-signing">
      <PreviewBanner />
      <DocumentViewer agreement={state.agreement} api={api} />
    </div>
  );
}
