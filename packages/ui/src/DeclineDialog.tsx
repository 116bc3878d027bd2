import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.js';

/** Props of DeclineDialog. */
export interface DeclineDialogProps {
  busy: boolean;
  /** Declines with the reason typed (may be empty). */
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/** The decline dialog (§4 decline): an optional Reason (max 1000 characters), Decline and Cancel. */
export function DeclineDialog({ busy, onDecline, onCancel }: DeclineDialogProps) {
  const { t } = useTranslation('sign');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason.trim());
  };
  return (
    <Dialog title={t('decline.title')} onClose={onCancel}>
      <form onSubmit={submit}>
        <p>{t('decline.text')}</p>
        <label className="ink-field">
          <span>{t('decline.reasonLabel')}</span>
          <textarea name="reason" maxLength={1000} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <div className="ink-actions">
          <button type="submit" className="ink-button ink-button--danger" disabled={busy}>
            {t('decline.confirm')}
          </button>
          <button type="button" className="ink-button" onClick={onCancel}>
            {t('decline.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
