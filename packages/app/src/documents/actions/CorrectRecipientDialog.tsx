import { ParticipantRole, agreementFromWire, type Agreement } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { PhoneInput, phoneError } from '../../design/PhoneInput.js';
import { api } from '../../session/services.js';
import { useActionToast } from './useActionToast.js';

/** Participants whose address can still be corrected: enabled recipients (not the organizer) who have not signed, approved or declined. */
export function correctable(agreement: Agreement) {
  return agreement.participants.filter((p) => p.enabled && p.type !== ParticipantRole.Organizer && !p.signedAt && !p.approvedAt && !p.declinedAt);
}

/**
 * "Correct a recipient" of a pending contract (POST /agreements/{id}/participants/{pid}/correct):
 * pick a participant who has not acted yet, fix the email or phone (§5 rules), and the server
 * revokes the links sent to the old address and sends a fresh invitation to the new one.
 * Errors (400 invalid address or already signed, 409/4101 duplicate) are told with a toast and
 * the dialog stays open with what was typed.
 */
export function CorrectRecipientDialog({ agreement, onDone, onClose }: { agreement: Agreement; onDone(agreement: Agreement): void; onClose(): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const toast = useActionToast();
  const people = correctable(agreement);
  const [pid, setPid] = useState(people[0]?.id ?? 0);
  const person = people.find((p) => p.id === pid);
  const [email, setEmail] = useState(person?.email ?? '');
  const [phone, setPhone] = useState(person?.phoneNumber ?? '');
  const [busy, setBusy] = useState(false);

  const choose = (next: number) => {
    const p = people.find((q) => q.id === next);
    setPid(next);
    setEmail(p?.email ?? '');
    setPhone(p?.phoneNumber ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person || phoneProblem) return;
    const body: { email?: string; phone_number?: string | null } = {};
    if (email.trim() !== person.email) body.email = email.trim();
    if (phone.trim() !== (person.phoneNumber ?? '')) body.phone_number = phone.trim() || null;
    setBusy(true);
    let answer: Agreement | null = null;
    const ok = await toast(async () => {
      answer = agreementFromWire(await api.call('POST /agreements/:id/participants/:pid/correct', { params: { id: agreement.id, pid: person.id }, body }));
    }, t('agreementActions.correct.done', { name: person.fullname }));
    setBusy(false);
    if (ok && answer) onDone(answer);
  };

  const phoneProblem = phoneError(phone, t('agreementActions.correct.phone'), (key, values) => t(key, values));
  const unchanged = !person || (email.trim() === person.email && phone.trim() === (person.phoneNumber ?? ''));
  return (
    <Modal
      title={t('agreementActions.correct.title')}
      description={t('agreementActions.correct.text')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('agreementActions.close')}
          </button>
          <button type="submit" form={`${id}-form`} className="button primary" disabled={busy || unchanged} aria-busy={busy}>
            {t('agreementActions.correct.submit')}
          </button>
        </>
      }
    >
      {people.length === 0 ? (
        <p className="hint">{t('agreementActions.correct.nobody')}</p>
      ) : (
        <form id={`${id}-form`} onSubmit={(e) => void submit(e)}>
          <div className="field">
            <label htmlFor={`${id}-who`}>{t('agreementActions.correct.who')}</label>
            <select id={`${id}-who`} value={pid} onChange={(e) => choose(Number(e.target.value))}>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.fullname}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('agreementActions.correct.email')}</label>
            <input id={`${id}-email`} autoFocus type="email" autoComplete="off" maxLength={70} value={email} onChange={(e) => setEmail(e.target.value)} required />
          </div>
          <PhoneInput id={`${id}-phone`} label={t('agreementActions.correct.phone')} value={phone} error={phoneProblem} onChange={setPhone} />
          <p className="hint">{t('agreementActions.correct.effect')}</p>
        </form>
      )}
    </Modal>
  );
}
