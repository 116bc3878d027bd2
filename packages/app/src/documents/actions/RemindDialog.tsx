import { type Agreement, type Participant } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, showToast } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { api } from '../../session/services.js';

/** Participants a reminder can go to: invited, enabled, and not yet signed, approved or declined. */
export function remindable(agreement: Agreement): Participant[] {
  return agreement.participants.filter((p) => p.enabled && p.invitedAt && !p.signedAt && !p.approvedAt && !p.declinedAt);
}

/**
 * "Send a reminder" for a pending contract: the owner picks who (all who have not acted yet are
 * ticked) and each gets their invitation again with a fresh link (POST
 * /agreements/{id}/participants/{pid}/remind). The server's rate limit (429 TOO_MANY_REQUESTS)
 * and other failures are told per person in an error toast; the others are still reminded.
 */
export function RemindDialog({ agreement, onClose }: { agreement: Agreement; onClose(): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const errorText = useErrorText();
  const people = remindable(agreement);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(people.map((p) => p.id)));
  const [busy, setBusy] = useState(false);

  const toggle = (pid: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(pid)) next.add(pid);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const reminded: string[] = [];
    for (const person of people.filter((p) => chosen.has(p.id))) {
      try {
        await api.remindParticipant(agreement.id, person.id);
        reminded.push(person.fullname);
      } catch (error) {
        showToast({ type: 'error', title: t('agreementActions.remind.failed', { name: person.fullname }), description: errorText(error) || t('errors:generic') });
      }
    }
    setBusy(false);
    if (reminded.length > 0) {
      showToast({ type: 'success', title: t('agreementActions.remind.done', { count: reminded.length }), description: reminded.join(', ') });
      onClose();
    }
  };

  return (
    <Modal
      title={t('agreementActions.remind.title')}
      description={t('agreementActions.remind.text')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('agreementActions.close')}
          </button>
          <button type="submit" form={`${id}-form`} className="button primary" disabled={busy || chosen.size === 0} aria-busy={busy}>
            {t('agreementActions.remind.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)}>
        {people.length === 0 ? (
          <p className="hint">{t('agreementActions.remind.nobody')}</p>
        ) : (
          <fieldset className="agreement-actions__choices">
            <legend>{t('agreementActions.remind.who')}</legend>
            {people.map((p) => (
              <label key={p.id} className="agreement-actions__choice">
                <input type="checkbox" checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />
                <span>
                  <strong>{p.fullname}</strong>
                  <span className="hint">{p.deliveryChannel === 'sms' ? p.phoneNumber : p.email}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </form>
    </Modal>
  );
}
