import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { neutralizeBidi, type Participant } from '@inkflow/core';

/** Props of ParticipantList. */
export interface ParticipantListProps {
  /** Participants of the agreement (§3 Participant); disabled ones are not shown. */
  participants: Participant[];
}

/**
 * The participants of an agreement with their role, sign method and signing status
 * (Signed / Declined / Awaiting signature), §3 Participant role values and sign methods.
 */
export function ParticipantList({ participants }: ParticipantListProps) {
  const { t } = useTranslation('sign');
  const headingId = useId();
  const shown = participants.filter((p) => p.enabled);
  return (
    <section className="ink-participants" aria-labelledby={headingId}>
      <h2 id={headingId} className="ink-participants__title">
        {t('participants')}
      </h2>
      {shown.length === 0 ? (
        <p className="ink-muted">{t('document.participantsEmpty')}</p>
      ) : (
        <ul className="ink-participants__list">
          {shown.map((p) => {
            const status = p.signedAt ? 'signed' : p.declinedAt ? 'declined' : 'pending';
            return (
              <li key={p.id} className="ink-participant">
                <span className="ink-participant__name">{neutralizeBidi(p.fullname)}</span>
                <span className="ink-participant__meta">
                  {t(`role.${p.type}`)} · {t(`method.${p.signMethod}`)}
                </span>
                <span className={`ink-badge ink-badge--${status}`}>{t(`status.${status}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
