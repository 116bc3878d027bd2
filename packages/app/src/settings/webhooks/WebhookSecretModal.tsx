import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { productName } from '../../signedOut/productName.js';

/** Props of WebhookSecretModal. */
export interface WebhookSecretModalProps {
  secret: string;
  onClose(): void;
}

/**
 * Shows a webhook's signing secret the one time the server answers it (after adding the
 * endpoint or rolling its secret), with a Copy button. Closing it is final: the settings show
 * only `whsec_…` and the last four characters afterwards.
 */
export function WebhookSecretModal({ secret, onClose }: WebhookSecretModalProps) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Modal
      title={t('secret.revealTitle')}
      description={t('secret.shownOnce', { product: productName() })}
      onClose={onClose}
      footer={
        <button type="button" className="button primary" onClick={onClose}>
          {t('secret.done')}
        </button>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-secret`}>{t('secret.title')}</label>
        <div className="webhook-secret">
          <input id={`${id}-secret`} className="webhook-secret__value" readOnly value={secret} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy()}>
            {t('secret.copy')}
          </button>
        </div>
        <p role="status" className="hint">
          {copied === 'yes' ? t('secret.copied') : copied === 'failed' ? t('secret.copyFailed') : ''}
        </p>
      </div>
    </Modal>
  );
}
