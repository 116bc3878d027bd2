import type { Agreement } from '@inkflow/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';

/** Props of SendDialog. `defaultSubject` is the contract name. */
export interface SendDialogProps {
  agreementId: number;
  defaultSubject: string;
  onSent(agreement: Agreement): void;
  onClose(): void;
}

/**
 * The modal "Send contract" dialog (role="dialog", aria-modal): Subject, Message and Send,
 * which calls POST /agreements/{id}/publish (state 0 -> 1, invitations emailed). Escape or
 * Cancel closes it. Failures (400 validation, §8 codes) are shown with role="alert".
 */
export function SendDialog({ agreementId, defaultSubject, onSent, onClose }: SendDialogProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const errorText = useErrorText();
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSent(await api.publish(agreementId, { subject: subject.trim(), message }));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) onClose();
  };

  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`}>{t('send.title')}</h2>
        <form onSubmit={(e) => void submit(e)}>
          <div className="field">
            <label htmlFor={`${id}-subject`}>{t('send.subject')}</label>
            <input id={`${id}-subject`} required autoFocus value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-message`}>{t('send.message')}</label>
            <textarea id={`${id}-message`} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          {error !== null && (
            <p className="field-error" role="alert">
              {errorText(error)}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              {t('send.cancel')}
            </button>
            <button type="submit" className="button primary" disabled={busy}>
              {t('send.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
