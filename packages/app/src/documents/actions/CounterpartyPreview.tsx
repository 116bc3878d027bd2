import { agreementFromWire, type Agreement } from '@inkflow/core';
import { DocumentViewer, PreviewBanner } from '@inkflow/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { api } from '../../session/services.js';

/**
 * "View as counterparty" (§4 preview mode): the agreement as POST /agreements/{id}/preview
 * answers it (what a counterparty's guest link shows, read-only, nobody signs) under the Preview
 * banner, in a large overlay. A failure (403/99, 404) shows its §8 text with role="alert".
 */
export function CounterpartyPreview({ agreementId, onClose }: { agreementId: number; onClose(): void }) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  const [state, setState] = useState<{ agreement: Agreement } | { error: unknown } | null>(null);

  useEffect(() => {
    let live = true;
    api.call('POST /agreements/:id/preview', { params: { id: agreementId } }).then(
      (wire) => live && setState({ agreement: agreementFromWire(wire) }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [agreementId]);

  return (
    <Modal title={t('agreementActions.preview.title')} onClose={onClose} size="lg">
      {state === null && (
        <p className="loading" role="status">
          {t('agreementActions.preview.loading')}
        </p>
      )}
      {state && 'error' in state && (
        <p className="field-error" role="alert">
          {errorText(state.error) || t('errors:generic')}
        </p>
      )}
      {state && 'agreement' in state && (
        <div className="agreement-actions__preview">
          <PreviewBanner />
          <DocumentViewer agreement={state.agreement} api={api} />
        </div>
      )}
    </Modal>
  );
}
