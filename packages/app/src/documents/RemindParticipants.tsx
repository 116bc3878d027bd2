import { AgreementState, type Agreement, type Participant } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';
import { ParticipantList } from './ParticipantList.js';

/**
 * The participants of a pending (or overdue) agreement for its owner, with a Remind button for
 * those invited who have not acted yet (POST /agreements/{id}/participants/{pid}/remind). The
 * result is announced with role="status", a failure with role="alert".
 */
export function RemindParticipants({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (agreement.state !== AgreementState.Pending && agreement.state !== AgreementState.Overdue) return null;

  const remind = (participant: Participant) =>
    void (async () => {
      setBusy(true);
      setError(null);
      setDone(null);
      try {
        await api.remindParticipant(agreement.id, participant.id);
        setDone(t('participants.reminded', { name: participant.fullname }));
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    })();

  return (
    <section className="panel participants-panel" aria-labelledby="remind-participants-title">
      <h2 id="remind-participants-title">{t('participants.title')}</h2>
      <ParticipantList participants={agreement.participants} onRemind={remind} busy={busy} />
      <p role="status">{done}</p>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </section>
  );
}
