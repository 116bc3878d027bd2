import { ApproverRoleCode, neutralizeBidi, type Participant, type Party } from '@inkflow/core';
import { useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { participantInitials, participantStatusKey } from './participantStatus.js';
import './participants.css';

/** Props of ParticipantList. Without `onRemove` the list is read-only. */
export interface ParticipantListProps {
  participants: Participant[];
  onRemove?(participant: Participant): void;
  /**
   * Signing order (config.signOrder): the list is in block order and rows can be moved, by
   * dragging or with Move up / Move down; `ordered` is the new order of all enabled participants.
   */
  onReorder?(ordered: Participant[]): void;
  /** Internal approvers get an Approve button while they have not approved. */
  onApprove?(participant: Participant): void;
  /** Invited participants who have not acted yet get a Remind button (issue #5 reminders). */
  onRemind?(participant: Participant): void;
  busy?: boolean;
  /** The agreement's parties (§3 Party): participants are grouped under their company party. */
  parties?: Party[];
  /** Renames a company party (PUT /agreements/{id}/parties/{partyId}); without it there is no Rename. */
  onRenameParty?(party: Party, name: string): void;
  /** Opens the Edit participant dialog; without it there is no Edit. */
  onEdit?(participant: Participant): void;
  /**
   * Whether the agreement has been sent: only then are statuses such as "Awaiting signature"
   * shown (a draft's participants await nothing). Default true.
   */
  sent?: boolean;
  /** The labels of the form inputs each participant fills (by participant id), shown on their card. */
  formInputs?: ReadonlyMap<number, string[]>;
}

/** A group of the list: a company party, or null for the individuals. */
export interface ParticipantGroup {
  party: Party | null;
  participants: Participant[];
}

/**
 * Groups participants (kept in their order) under their company party; participants of an
 * individual party or of none form one "Individual" group (party null). Groups come in the
 * order of their first participant.
 */
export function groupByParty(participants: Participant[], parties: readonly Party[] = []): ParticipantGroup[] {
  const groups: ParticipantGroup[] = [];
  const byKey = new Map<number | null, ParticipantGroup>();
  for (const participant of participants) {
    const party = parties.find((p) => p.id === participant.partyId && !p.individual) ?? null;
    const key = party ? party.id : null;
    let group = byKey.get(key);
    if (!group) {
      group = { party, participants: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.participants.push(participant);
  }
  return groups;
}

/** The heading of a company party group: name, org number, and an inline Rename form. */
function PartyHeading({ party, onRename, busy }: { party: Party; onRename?: (party: Party, name: string) => void; busy: boolean }) {
  const { t } = useTranslation('app');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(party.name);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && trimmed !== party.name) onRename?.(party, trimmed);
    setEditing(false);
  };
  return (
    <div className="party-heading">
      <h3 className="party-name">{neutralizeBidi(party.name)}</h3>
      {party.orgnr && <span className="party-orgnr">{t('participants.orgnr', { orgnr: party.orgnr })}</span>}
      {onRename && !editing && (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => {
            setName(party.name);
            setEditing(true);
          }}
          aria-label={t('participants.renameNamed', { name: party.name })}
        >
          {t('participants.rename')}
        </button>
      )}
      {onRename && editing && (
        <form className="party-rename" onSubmit={submit}>
          <label htmlFor={`party-${party.id}-name`}>{t('participants.partyName')}</label>
          <input id={`party-${party.id}-name`} required value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button button--small" disabled={busy}>
            {t('participants.save')}
          </button>
          <button type="button" className="button button--small" onClick={() => setEditing(false)}>
            {t('participants.cancel')}
          </button>
        </form>
      )}
    </div>
  );
}

/** The enabled participants in signing order (block_index, then id). */
export function orderedParticipants(participants: Participant[]): Participant[] {
  return participants.filter((p) => p.enabled).sort((a, b) => (a.blockIndex ?? 0) - (b.blockIndex ?? 0) || a.id - b.id);
}

/**
 * The enabled participants as compact cards: avatar initials, name, email and phone, role, sign
 * method, the form inputs they fill, and (once sent, see `sent`) their status; Edit and Remove
 * while the agreement is a draft; with a signing order, a position number, drag and drop, and Move up /
 * Move down buttons for keyboard users; Approve for internal approvers; Remind for invited
 * participants who have not signed, approved or declined. Without a signing order the rows are
 * grouped under their company party (name, org number, Rename via `onRenameParty`) or
 * "Individual"; with one the list stays flat in signing order and each row names its company.
 */
export function ParticipantList({ participants, onRemove, onReorder, onApprove, onRemind, busy = false, parties = [], onRenameParty, onEdit, sent = true, formInputs }: ParticipantListProps) {
  const { t } = useTranslation('app');
  const [dragged, setDragged] = useState<number | null>(null);
  const enabled = orderedParticipants(participants);
  if (enabled.length === 0) return <p className="empty">{t('participants.empty')}</p>;

  const move = (from: number, to: number) => {
    if (!onReorder || to < 0 || to >= enabled.length || from === to) return;
    const next = [...enabled];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onReorder(next);
  };
  const drop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  const companyOf = (participant: Participant) => parties.find((p) => p.id === participant.partyId && !p.individual);
  const renderRow = (participant: Participant, index: number) => {
    const status = participantStatusKey(participant, sent);
    const company = onReorder ? companyOf(participant) : undefined;
    const inputs = formInputs?.get(participant.id) ?? [];
    const name = neutralizeBidi(participant.fullname);
    return (
      <li
        key={participant.id}
        className="participant-row participant-card"
        draggable={Boolean(onReorder) && !busy}
        onDragStart={() => setDragged(index)}
        onDragOver={(event) => onReorder && event.preventDefault()}
        onDrop={(event) => drop(event, index)}
        data-participant-id={participant.id}
      >
        <span className="participant-avatar" aria-hidden="true">
          {participantInitials(participant.fullname)}
        </span>
        <div className="participant-card__main">
          <p className="participant-card__line">
            {onReorder && <span className="participant-position">{t('participants.position', { position: index + 1 })}</span>}
            <span className="participant-name">{name}</span>
            {status && <span className={`participant-status participant-status--${status.split('.').pop()}`}>{t(status)}</span>}
          </p>
          <p className="participant-card__contact">
            <span className="participant-email">{participant.email}</span>
            {participant.phoneNumber && <span className="participant-phone">{participant.phoneNumber}</span>}
          </p>
          <p className="participant-card__meta">
            <span className="participant-role">{t(`sign:role.${participant.role ?? participant.type}`)}</span>
            {participant.type === 1 && <span className="participant-method">{t(`sign:method.${participant.signMethod}`)}</span>}
            {company && <span className="participant-party">{neutralizeBidi(company.name)}</span>}
          </p>
          {inputs.length > 0 && <p className="participant-card__inputs">{t('participants.formInputs', { inputs: inputs.join(', ') })}</p>}
          <div className="participant-card__actions">
            {onReorder && (
              <>
                <button type="button" className="button button--small" disabled={busy || index === 0} onClick={() => move(index, index - 1)} aria-label={t('participants.moveUpNamed', { name: participant.fullname })}>
                  <span aria-hidden="true">↑</span> {t('participants.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy || index === enabled.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('participants.moveDownNamed', { name: participant.fullname })}
                >
                  <span aria-hidden="true">↓</span> {t('participants.moveDown')}
                </button>
              </>
            )}
            {onApprove && participant.role === ApproverRoleCode.InternalApprover && !participant.approvedAt && (
              <button type="button" className="button button--small" disabled={busy} onClick={() => onApprove(participant)} aria-label={t('participants.approveNamed', { name: participant.fullname })}>
                {t('participants.approve')}
              </button>
            )}
            {onRemind && participant.invitedAt && !participant.signedAt && !participant.approvedAt && !participant.declinedAt && (
              <button type="button" className="button button--small" disabled={busy} onClick={() => onRemind(participant)} aria-label={t('participants.remindNamed', { name: participant.fullname })}>
                {t('participants.remind')}
              </button>
            )}
            {onEdit && (
              <button type="button" className="button button--small" disabled={busy} onClick={() => onEdit(participant)} aria-label={t('participants.editNamed', { name: participant.fullname })}>
                {t('participants.edit')}
              </button>
            )}
            {onRemove && (
              <button
                type="button"
                className="button button--small button--quiet-danger"
                disabled={busy}
                onClick={() => onRemove(participant)}
                aria-label={t('participants.removeNamed', { name: participant.fullname })}
              >
                {t('participants.remove')}
              </button>
            )}
          </div>
        </div>
      </li>
    );
  };

  if (!onReorder) {
    return (
      <div className="participant-groups">
        {groupByParty(enabled, parties).map((group) => (
          <section key={group.party?.id ?? 'individual'} className="participant-group" aria-label={group.party?.name ?? t('participants.individual')}>
            {group.party ? (
              <PartyHeading party={group.party} busy={busy} {...(onRenameParty ? { onRename: onRenameParty } : {})} />
            ) : (
              <h3 className="party-name">{t('participants.individual')}</h3>
            )}
            <ol className="participant-list">{group.participants.map((participant) => renderRow(participant, enabled.indexOf(participant)))}</ol>
          </section>
        ))}
      </div>
    );
  }

  return (
    <ol className="participant-list participant-list--ordered">
      {enabled.map((participant, index) => renderRow(participant, index))}
    </ol>
  );
}
