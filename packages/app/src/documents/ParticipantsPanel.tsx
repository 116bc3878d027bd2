import { AgreementState, type Agreement, type CreateParticipantRequest, type Participant, type Party } from '@inkflow/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { api } from '../session/services.js';
import { ParticipantForm } from './ParticipantForm.js';
import { ParticipantList, orderedParticipants } from './ParticipantList.js';

/**
 * The Participants panel of a draft: the Signing order switch (config.signOrder), the list and
 * the add form. Adds with POST /agreements/{id}/participants/, removes with .../{pid}/disable,
 * reorders by giving each participant its position as block_index (PUT per moved participant),
 * lets an internal approver approve (POST /agreements/{id}/approve), and, while a draft, renames
 * a company party (PUT /agreements/{id}/parties/{partyId}). Each answer (the whole
 * agreement) goes to `onChange`. Failures (4101, 400, 403) are shown with role="alert".
 */
export function ParticipantsPanel({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const signOrder = agreement.config.signOrder === true;
  // Only GET /agreements/{id} sends the ACL; the answers of participant calls keep the last one.
  const allowedRef = useRef(agreement.allowed);
  if (agreement.allowed) allowedRef.current = agreement.allowed;

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

  const enabled = orderedParticipants(agreement.participants);
  const nextBlock = enabled.reduce((max, p) => Math.max(max, (p.blockIndex ?? 0) + 1), 0);
  const add = (participant: CreateParticipantRequest) => run(() => api.addParticipant(agreement.id, { ...participant, block_index: signOrder ? nextBlock : 0 }));
  const remove = (participant: Participant) => void run(() => api.disableParticipant(agreement.id, participant.id));
  const approve = (participant: Participant) => void run(() => api.approve(agreement.id, { participant_id: participant.id }));
  const renameParty = (party: Party, name: string) => void run(() => api.updateParty(agreement.id, party.id, { name }));
  const toggleOrder = (on: boolean) =>
    void run(() => api.updateAgreement(agreement.id, { checksum: agreement.checksum, config: { ...agreement.config, signOrder: on } }));
  const reorder = (ordered: Participant[]) =>
    void run(async () => {
      let latest = agreement;
      // One block per position: the order of the list is the signing order.
      for (const [index, participant] of ordered.entries()) {
        if ((participant.blockIndex ?? 0) !== index) latest = await api.updateParticipant(agreement.id, participant.id, { block_index: index });
      }
      return latest;
    });

  return (
    <section className="panel participants-panel" aria-labelledby="participants-title">
      <h2 id="participants-title">{t('participants.title')}</h2>
      <div className="field field--checkbox">
        <input id={`${id}-order`} type="checkbox" checked={signOrder} disabled={busy} onChange={(e) => toggleOrder(e.target.checked)} />
        <label htmlFor={`${id}-order`}>{t('participants.signOrder')}</label>
      </div>
      {signOrder && <p className="hint">{t('participants.signOrderHint')}</p>}
      <ParticipantList
        participants={agreement.participants}
        onRemove={remove}
        onApprove={approve}
        parties={agreement.parties}
        {...(agreement.state === AgreementState.Draft ? { onRenameParty: renameParty } : {})}
        {...(signOrder ? { onReorder: reorder } : {})}
        busy={busy}
      />
      <ParticipantForm onAdd={add} busy={busy} signOrder={signOrder} nextBlock={nextBlock} {...(allowedRef.current ? { allowed: allowedRef.current } : {})} />
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </section>
  );
}
