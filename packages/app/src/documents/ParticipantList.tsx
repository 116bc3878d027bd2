import { ApproverRoleCode, type Participant } from '@inkflow/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { participantStatusKey } from './participantStatus.js';

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
}

/** The enabled participants in signing order (block_index, then id). */
export function orderedParticipants(participants: Participant[]): Participant[] {
  return participants.filter((p) => p.enabled).sort((a, b) => (a.blockIndex ?? 0) - (b.blockIndex ?? 0) || a.id - b.id);
}

/**
 * The enabled participants: name, email, role, sign method and status, with remove while the
 * agreement is a draft; with a signing order, a position number, drag and drop, and Move up /
 * Move down buttons for keyboard users; Approve for internal approvers; Remind for invited
 * participants who have not signed, approved or declined.
 */
export function ParticipantList({ participants, onRemove, onReorder, onApprove, onRemind, busy = false }: ParticipantListProps) {
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

  return (
    <ol className={onReorder ? 'participant-list participant-list--ordered' : 'participant-list'}>
      {enabled.map((participant, index) => (
        <li
          key={participant.id}
          className="participant-row"
          draggable={Boolean(onReorder) && !busy}
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => onReorder && event.preventDefault()}
          onDrop={(event) => drop(event, index)}
          data-participant-id={participant.id}
        >
          {onReorder && <span className="participant-position">{t('participants.position', { position: index + 1 })}</span>}
          <span className="participant-name">{participant.fullname}</span>
          <span className="participant-email">{participant.email}</span>
          <span className="participant-role">{t(`sign:role.${participant.role ?? participant.type}`)}</span>
          {participant.type === 1 && <span className="participant-method">{t(`sign:method.${participant.signMethod}`)}</span>}
          <span className="participant-status">{t(participantStatusKey(participant))}</span>
          {onReorder && (
            <>
              <button type="button" className="button" disabled={busy || index === 0} onClick={() => move(index, index - 1)} aria-label={t('participants.moveUpNamed', { name: participant.fullname })}>
                {t('participants.moveUp')}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy || index === enabled.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('participants.moveDownNamed', { name: participant.fullname })}
              >
                {t('participants.moveDown')}
              </button>
            </>
          )}
          {onApprove && participant.role === ApproverRoleCode.InternalApprover && !participant.approvedAt && (
            <button type="button" className="button" disabled={busy} onClick={() => onApprove(participant)} aria-label={t('participants.approveNamed', { name: participant.fullname })}>
              {t('participants.approve')}
            </button>
          )}
          {onRemind && participant.invitedAt && !participant.signedAt && !participant.approvedAt && !participant.declinedAt && (
            <button type="button" className="button" disabled={busy} onClick={() => onRemind(participant)} aria-label={t('participants.remindNamed', { name: participant.fullname })}>
              {t('participants.remind')}
            </button>
          )}
          {onRemove && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onRemove(participant)}
              aria-label={t('participants.removeNamed', { name: participant.fullname })}
            >
              {t('participants.remove')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
