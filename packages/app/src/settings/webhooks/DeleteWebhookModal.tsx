import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import type { Webhook } from './webhooksApi.js';

/** Props of DeleteWebhookModal. */
export interface DeleteWebhookModalProps {
  webhook: Webhook;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The confirmation before a webhook and its log are deleted. */
export function DeleteWebhookModal({ webhook, busy, onCancel, onConfirm }: DeleteWebhookModalProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      title={t('detail.deleteTitle')}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
          <button type="button" className="button webhook-danger" disabled={busy} onClick={onConfirm}>
            {t('detail.deleteConfirm')}
          </button>
        </>
      }
    >
      <p className="webhook-break">{t('detail.deleteText', { url: webhook.url })}</p>
    </Modal>
  );
}
