import { AgreementState, type Agreement, type CreateParticipantRequest, type Participant, type Party } from '@inkflow/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { api, useSession } from '../session/services.js';
import { ParticipantForm, withFieldLabels } from './ParticipantForm.js';
import { ParticipantList, orderedParticipants } from './ParticipantList.js';
import { isSentState } from './participantStatus.js';
import './participants.css';

/** Form type (§3 Box type 12) of a box, and how its assignee and inputs are read here. */
const formInputBoxType = 12;

/**
 * The labels of the form inputs each participant fills (§3 Box type 12 `config.assignee`
 * `{ participant_id }`), by participant id; sections for "the first signatory" are nobody's yet.
 */
export function assignedFormInputs(agreement: Pick<Agreement, 'boxes'>): Map<number, string[]> {
  const byParticipant = new Map<number, string[]>();
  for (const box of agreement.boxes) {
    if (box.type !== formInputBoxType) continue;
    const participantId = (box.config as { assignee?: { participant_id?: unknown } } | undefined)?.assignee?.participant_id;
    if (typeof participantId !== 'number') continue;
    const inputs = ((box.content as { inputs?: { label?: string; key?: string }[] } | undefined)?.inputs ?? []).map((input) => input.label || input.key || '').filter(Boolean);
    byParticipant.set(participantId, [...(byParticipant.get(participantId) ?? []), ...inputs]);
  }
  return byParticipant;
}

/**
 * The Participants tab of the document sidebar. For a draft or a template: the Signing order
 * switch (config.signOrder), the participants as cards grouped by party, "Add participant"
 * and Edit in a dialog (POST /agreements/{id}/participants/, PUT .../{pid}), Remove (.../{pid}/
 * disable), reordering by block_index (PUT per moved participant), Approve for an internal
 * approver (POST /agreements/{id}/approve), and renaming a company party (PUT .../parties/{id}).
 * Once sent: the one list of participants with their status and Remind for those invited who
 * have not acted (POST .../{pid}/remind). Each answer (the whole agreement) goes to `onChange`.
 * Failures (4101, 400, 403) are shown with role="alert", field keys replaced by labels.
 */
export function ParticipantsPanel({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const errorText = useErrorText();
  // Account settings: a new signatory starts with the account's default sign method.
  const defaultSignMethod = useSession((s) => s.position?.account.defaultSignMethod);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Participant | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const signOrder = agreement.config.signOrder === true;
  const sent = isSentState(agreement.state);
  const editable = !sent;
  const remindable = agreement.state === AgreementState.Pending || agreement.state === AgreementState.Overdue;
  const formInputs = useMemo(() => assignedFormInputs(agreement), [agreement]);
  // Only GET /agreements/{id} sends the ACL; the answers of participant calls keep the last one.
  const allowedRef = useRef(agreement.allowed);
  if (agreement.allowed) allowedRef.current = agreement.allowed;

  const run = async (call: () => Promise<Agreement>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setDone(null);
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
  const save = async (participant: CreateParticipantRequest) => {
    const target = editing;
    const ok = await run(() =>
      target && target !== 'new'
        ? api.updateParticipant(agreement.id, target.id, participant)
        : api.addParticipant(agreement.id, { ...participant, block_index: signOrder ? nextBlock : 0 }),
    );
    if (ok) setEditing(null);
    return ok;
  };
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

  const message = error === null ? '' : withFieldLabels(errorText(error), (key) => t(key));
  const close = () => {
    setEditing(null);
    setError(null);
  };
  const formId = `${id}-participant-form`;

  return (
    <section className="participants-panel" aria-labelledby={`${id}-title`}>
      <div className="participants-panel__head">
        <h2 id={`${id}-title`} className="participants-panel__title">
          {t('participants.title')}
        </h2>
        {editable && (
          <button ref={addButton} type="button" className="button primary button--small" disabled={busy} onClick={() => setEditing('new')}>
            {t('participants.add')}
          </button>
        )}
      </div>
      {editable && (
        <div className="field field--checkbox">
          <input id={`${id}-order`} type="checkbox" checked={signOrder} disabled={busy} onChange={(e) => toggleOrder(e.target.checked)} />
          <label htmlFor={`${id}-order`}>{t('participants.signOrder')}</label>
        </div>
      )}
      {editable && signOrder && <p className="hint">{t('participants.signOrderHint')}</p>}
      <ParticipantList
        participants={agreement.participants}
        parties={agreement.parties}
        sent={sent}
        formInputs={formInputs}
        busy={busy}
        {...(editable ? { onRemove: remove, onApprove: approve, onEdit: (p: Participant) => setEditing(p) } : {})}
        {...(agreement.state === AgreementState.Draft ? { onRenameParty: renameParty } : {})}
        {...(editable && signOrder ? { onReorder: reorder } : {})}
        {...(remindable ? { onRemind: remind } : {})}
      />
      <p role="status" className="hint">
        {done}
      </p>
      {error !== null && editing === null && message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {editing !== null && (
        <Modal
          title={editing === 'new' ? t('participants.addTitle') : t('participants.editTitle')}
          {...(editing === 'new' ? { description: t('participants.addDescription') } : {})}
          onClose={close}
          footer={
            <>
              <button type="button" className="button" onClick={close}>
                {t('participants.cancel')}
              </button>
              <button type="submit" form={formId} className="button primary" disabled={busy}>
                {editing === 'new' ? t('participants.add') : t('participants.save')}
              </button>
            </>
          }
        >
          <ParticipantForm
            key={editing === 'new' ? 'new' : editing.id}
            formId={formId}
            onSubmit={save}
            busy={busy}
            signOrder={signOrder}
            nextBlock={nextBlock}
            {...(editing === 'new' ? (defaultSignMethod !== undefined ? { defaultSignMethod } : {}) : { initial: editing })}
            {...(allowedRef.current ? { allowed: allowedRef.current } : {})}
          />
          {error !== null && message && (
            <p className="field-error" role="alert">
              {message}
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}
