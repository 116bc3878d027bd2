import { agreementFromWire, type Agreement } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { api } from '../../session/services.js';
import { useActionToast } from './useActionToast.js';

/** Props of CancelDialog. `mode` terminate ends a signed contract (§4: cancel with manual=1). */
export interface CancelDialogProps {
  agreement: Agreement;
  mode: 'cancel' | 'terminate';
  onDone(agreement: Agreement): void;
  onClose(): void;
}

/** The reason's limit, as the server's cancelRequestSchema. */
export const cancelReasonMax = 1000;

/**
 * Confirmation of cancelling a pending contract or terminating a signed one (§7 POST
 * /agreements/{id}/cancel with `manual` 0 or 1 and an optional `reason`, kept in the audit
 * trail). The counterparties' links then show that the contract is cancelled. Success and
 * failure (409/4999 when the state no longer allows it) are told with a toast.
 */
export function CancelDialog({ agreement, mode, onDone, onClose }: CancelDialogProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const toast = useActionToast();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    let answer: Agreement | null = null;
    const ok = await toast(async () => {
      const body = { manual: mode === 'terminate' ? 1 : 0, reason: reason.trim() || null } as const;
      answer = agreementFromWire(await api.call('POST /agreements/:id/cancel', { params: { id: agreement.id }, body }));
    }, t(`agreementActions.${mode}.done`));
    setBusy(false);
    if (ok && answer) onDone(answer);
  };

  return (
    <Modal
      title={t(`agreementActions.${mode}.title`)}
      description={t(`agreementActions.${mode}.text`, { name: agreement.name })}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('agreementActions.keep')}
          </button>
          <button type="submit" form={`${id}-form`} className="button danger" disabled={busy} aria-busy={busy}>
            {t(`agreementActions.${mode}.confirm`)}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('agreementActions.reason')}</label>
          <textarea id={`${id}-reason`} autoFocus rows={4} maxLength={cancelReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className="hint">
            {t('agreementActions.reasonHint')}
          </p>
        </div>
      </form>
    </Modal>
  );
}
