import type { AgreementEvent, Participant } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../session/services.js';
import { AuditEventItem } from './AuditEventItem.js';
import './audit.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; events: AgreementEvent[] };

/** Props of AuditTrail. */
export interface AuditTrailProps {
  agreementId: number;
  /** Reloads the trail when it changes (pass the agreement's checksum, which moves with every signature). */
  version: string | number;
  /** The agreement's participants, to name the one a reminder or revoked link was for. */
  participants?: readonly Pick<Participant, 'id' | 'fullname'>[];
  /** Keep the "Audit trail" heading for screen readers only (inside a tab already named so). */
  hideHeading?: boolean;
}

/**
 * The audit trail of an agreement for its owner (§3 agreementEvents, GET /agreements/{id}/events):
 * a read-only tree of events, each a human sentence with its local time, and the evidence (IP,
 * user agent, document hash) behind a Details disclosure.
 */
export function AuditTrail({ agreementId, version, participants = [], hideHeading = false }: AuditTrailProps) {
  const { t } = useTranslation('app');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    api.agreementEvents(agreementId).then(
      (events) => current && setLoad({ kind: 'loaded', events }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [agreementId, version]);

  return (
    <section className="audit-trail" aria-labelledby={`audit-trail-title-${agreementId}`}>
      <h2 id={`audit-trail-title-${agreementId}`} className={hideHeading ? 'audit-trail__title ink-visually-hidden' : 'audit-trail__title'}>
        {t('audit.title')}
      </h2>
      {load.kind === 'loading' && <p role="status">{t('audit.loading')}</p>}
      {load.kind === 'failed' && <p role="alert">{t('audit.failed')}</p>}
      {load.kind === 'loaded' &&
        (load.events.length === 0 ? (
          <p className="audit-trail__empty">{t('audit.empty')}</p>
        ) : (
          <ol className="audit-trail__events">
            {load.events.map((event) => (
              <AuditEventItem key={event.id} event={event} participants={participants} />
            ))}
          </ol>
        ))}
    </section>
  );
}
