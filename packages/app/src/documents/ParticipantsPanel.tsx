import type { Agreement, CreateParticipantRequest, Participant } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';
import { ParticipantForm } from './ParticipantForm.js';
import { ParticipantList } from './ParticipantList.js';

/**
 * The Participants panel of a draft: the list and the add form. Adds with
 * POST /agreements/{id}/participants/ and removes with .../{pid}/disable; each answer (the
 * whole agreement) goes to `onChange`. Failures (4101 duplicate email, 400 validation) are
 * shown with role="alert".
 */
export function ParticipantsPanel({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (call: () => Promise<Agreement>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      onChange(await call());
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (participant: CreateParticipantRequest) => run(() => api.addParticipant(agreement.id, participant));
  const remove = (participant: Participant) => void run(() => api.disableParticipant(agreement.id, participant.id));

  return (
    <section className="panel participants-panel" aria-labelledby="participants-title">
      <h2 id="participants-title">{t('participants.title')}</h2>
      <ParticipantList participants={agreement.participants} onRemove={remove} busy={busy} />
      <ParticipantForm onAdd={add} busy={busy} />
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </section>
  );
}
