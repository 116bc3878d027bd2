import type { Agreement } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, showToast } from '../design/index.js';
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
 * The "Send contract" dialog (design Modal: focus trapped, Escape closes, focus returns to Send):
 * Subject (required) and Message of the invitation, then POST /agreements/{id}/publish (state
 * 0 -> 1, invitations sent). A success toast follows; a failure (400 validation, 4110, 4054,
 * 4998, §8) stays in the dialog with role="alert" so nothing typed is lost.
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
      const sent = await api.publish(agreementId, { subject: subject.trim(), message });
      showToast({ type: 'success', title: t('send.done') });
      onSent(sent);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('send.title')}
      description={t('send.description')}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('send.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button primary" disabled={busy} aria-busy={busy}>
            {t('send.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('send.subject')}</label>
          <input id={`${id}-subject`} required autoFocus maxLength={255} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('send.message')}</label>
          <textarea id={`${id}-message`} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} placeholder={t('send.messagePlaceholder')} />
        </div>
        {error !== null && (
          <p className="field-error" role="alert">
            {errorText(error) || t('errors:generic')}
          </p>
        )}
      </form>
    </Modal>
  );
}
