import type { AgreementEvent } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../session/services.js';
import { AuditEventItem } from './AuditEventItem.js';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; events: AgreementEvent[] };

/**
 * The audit trail of an agreement for its owner (issue #5, §3 agreementEvents): a read-only
 * tree of events, each with who, when, IP, user agent and document hash. `version` reloads it
 * (pass the agreement's checksum, which moves with every signature).
 */
export function AuditTrail({ agreementId, version }: { agreementId: number; version: string | number }) {
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
    <section className="audit-trail" aria-labelledby="audit-trail-title">
      <h2 id="audit-trail-title">{t('audit.title')}</h2>
      {load.kind === 'loading' && <p role="status">{t('audit.loading')}</p>}
      {load.kind === 'failed' && <p role="alert">{t('audit.failed')}</p>}
      {load.kind === 'loaded' &&
        (load.events.length === 0 ? (
          <p>{t('audit.empty')}</p>
        ) : (
          <ol className="audit-trail__events">
            {load.events.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </ol>
        ))}
    </section>
  );
}
