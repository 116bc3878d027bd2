import type { Participant } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import { participantStatusKey } from './participantStatus.js';

/** Props of ParticipantList. Without `onRemove` the list is read-only. */
export interface ParticipantListProps {
  participants: Participant[];
  onRemove?(participant: Participant): void;
  busy?: boolean;
}

/** The enabled participants: name, email, sign method and status, with a remove button while the agreement is a draft. */
export function ParticipantList({ participants, onRemove, busy = false }: ParticipantListProps) {
  const { t } = useTranslation('app');
  const enabled = participants.filter((p) => p.enabled);
  if (enabled.length === 0) return <p className="empty">{t('participants.empty')}</p>;
  return (
    <ul className="participant-list">
      {enabled.map((participant) => (
        <li key={participant.id} className="participant-row">
          <span className="participant-name">{participant.fullname}</span>
          <span className="participant-email">{participant.email}</span>
          <span className="participant-method">{t(`sign:method.${participant.signMethod}`)}</span>
          <span className="participant-status">{t(participantStatusKey(participant))}</span>
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
    </ul>
  );
}
