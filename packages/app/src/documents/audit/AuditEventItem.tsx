import type { AgreementEvent, Participant } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import { auditSentence, auditTime } from './auditSentence.js';

/**
 * One event of the audit trail as a sentence ("Sam Signer signed with Standard e-signature")
 * with its local time, the evidence (IP, user agent, document hash) behind a Details
 * disclosure, and its children nested below it (a tree by parent id).
 */
export function AuditEventItem({ event, participants = [] }: { event: AgreementEvent; participants?: readonly Pick<Participant, 'id' | 'fullname'>[] }) {
  const { t, i18n } = useTranslation('app');
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  return (
    <li className="audit-event">
      <p className="audit-event__title">{auditSentence(event, translate, participants)}</p>
      <p className="audit-event__time">
        <time dateTime={event.created}>{auditTime(event.created, i18n.language)}</time>
      </p>
      <details className="audit-event__details">
        <summary>{t('audit.details')}</summary>
        <dl className="audit-event__facts">
          {event.ip && (
            <>
              <dt>{t('audit.ip')}</dt>
              <dd>{event.ip}</dd>
            </>
          )}
          {event.userAgent && (
            <>
              <dt>{t('audit.userAgent')}</dt>
              <dd>{event.userAgent}</dd>
            </>
          )}
          <dt>{t('audit.documentHash')}</dt>
          <dd>
            <code>{event.documentHash}</code>
          </dd>
        </dl>
      </details>
      {event.children.length > 0 && (
        <ol className="audit-trail__events">
          {event.children.map((child) => (
            <AuditEventItem key={child.id} event={child} participants={participants} />
          ))}
        </ol>
      )}
    </li>
  );
}
