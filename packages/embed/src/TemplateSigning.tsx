import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient, type Agreement } from '@inkflow/core';
import { DocumentViewer, ErrorScreen, GuestSigning, TemplateSigningForm, describeError, type DescribedError, type TemplateSigner } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';
import { createFromTemplate, getSigningTemplate, type CreatedFromTemplate } from './embedApi.js';
import { reportError } from './reportError.js';
import { embedHttpOptions } from './transport.js';

/** Props of TemplateSigning. */
export interface TemplateSigningProps {
  /** The template's agreement id (state 6). */
  templateId: number;
  /** The signing link's token (never logged, never posted to the host). */
  linkToken: string;
  channel: ParentChannel | null;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; error: DescribedError }
  | { kind: 'form'; template: Agreement }
  | { kind: 'signing'; created: CreatedFromTemplate };

/**
 * Template signing through a direct signing link (issue #6): shows the template and a form for
 * the visitor's name and email; submitting creates a new agreement from the template with the
 * visitor as its signatory (server side), and the visitor signs it right here with GuestSigning.
 * Events: `ready` for the form (the template's id, no participant, state 6) and again for the new
 * agreement; `signed` with the NEW agreement's id; `error` for every failure shown.
 */
export function TemplateSigning({ templateId, linkToken, channel }: TemplateSigningProps) {
  const { t, i18n } = useTranslation('common');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string>();

  useEffect(() => {
    let live = true;
    getSigningTemplate(templateId, linkToken).then(
      (template) => {
        if (!live) return;
        setState({ kind: 'form', template });
        channel?.post('ready', { agreementId: template.id, participantId: null, state: template.state });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'failed', error: reportError(error, channel, i18n) });
      },
    );
    return () => {
      live = false;
    };
  }, [templateId, linkToken, channel, i18n]);

  const created = state.kind === 'signing' ? state.created : null;
  const api = useMemo(() => (created ? createApiClient({ ...embedHttpOptions, guestToken: created.guestToken }) : null), [created]);

  const submit = async (signer: TemplateSigner) => {
    setBusy(true);
    setErrorKey(undefined);
    try {
      setState({ kind: 'signing', created: await createFromTemplate(templateId, linkToken, signer) });
    } catch (error) {
      reportError(error, channel, i18n);
      setErrorKey(describeError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') {
    return (
      <p className="ink-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    const { status, code } = state.error;
    return <ErrorScreen status={status} code={code} loadFailure={status === 0} />;
  }
  if (state.kind === 'form') {
    return (
      <div className="ink-guest-signing ink-template-signing">
        <DocumentViewer agreement={state.template} />
        <TemplateSigningForm templateName={state.template.name} busy={busy} errorKey={errorKey} onSubmit={(signer) => void submit(signer)} />
      </div>
    );
  }
  return (
    <GuestSigning
      api={api!}
      agreementId={state.created.agreementId}
      onReady={(agreement) => channel?.post('ready', { agreementId: agreement.id, participantId: agreement.currentParticipantId, state: agreement.state })}
      onSigned={(agreement, participantId) => channel?.post('signed', { agreementId: agreement.id, participantId, state: agreement.state })}
      onError={(code, message) => channel?.post('error', { code, message })}
          onDeclined={(agreement, participantId, reason) => channel?.post('declined', { agreementId: agreement.id, participantId, reason })}
    />
  );
}
