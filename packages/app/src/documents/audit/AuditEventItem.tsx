import type { AgreementEvent } from '@inkflow/core';
import { useTranslation } from 'react-i18next';

/** The i18n key and values of an event's title; unknown types (added by later issues) show their raw type. */
function eventTitle(event: AgreementEvent, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (event.type) {
    case 'state_changed':
      return t('audit.event.state_changed', { state: t(`sign:state.${String(event.payload.to)}`) });
    case 'concluded_copy_sent':
      return t('audit.event.concluded_copy_sent', { to: String(event.payload.to ?? '') });
    case 'inputs_filled': {
      const fields = Array.isArray(event.payload.fields) ? (event.payload.fields as { key?: unknown; name?: unknown }[]) : [];
      return t('audit.event.inputs_filled', { fields: fields.map((f) => String(f.name || f.key)).join(', ') });
    }
    case 'cancelled':
    case 'terminated': {
      const reason = typeof event.payload.reason === 'string' ? event.payload.reason : '';
      return reason ? t(`audit.event.${event.type}WithReason`, { reason }) : t(`audit.event.${event.type}`);
    }
    case 'recipient_corrected':
      return t(event.payload.invited ? 'audit.event.recipient_corrected' : 'audit.event.recipient_correctedNotInvited');
    case 'expiry_changed':
      return t('audit.event.expiry_changed', { date: String(event.payload.to ?? '').slice(0, 10) });
    case 'created':
    case 'published':
    case 'signed':
    case 'deleted':
    case 'sealed':
    case 'seal_failed':
    case 'imported_document_stored':
      return t(`audit.event.${event.type}`);
    default:
      return t('audit.event.other', { type: event.type });
  }
}

/** One event of the audit trail with its children nested below it (a tree by parent id). */
export function AuditEventItem({ event }: { event: AgreementEvent }) {
  const { t, i18n } = useTranslation('app');
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  const time = new Date(event.created).toLocaleString(i18n.language);
  return (
    <li className="audit-event">
      <p className="audit-event__title">
        <strong>{eventTitle(event, translate)}</strong> — {t('audit.by', { name: event.actor.name ?? t('audit.system') })}
      </p>
      <dl className="audit-event__facts">
        <dt>{t('audit.time')}</dt>
        <dd>
          <time dateTime={event.created}>{time}</time>
        </dd>
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
      {event.children.length > 0 && (
        <ol className="audit-trail__events">
          {event.children.map((child) => (
            <AuditEventItem key={child.id} event={child} />
          ))}
        </ol>
      )}
    </li>
  );
}
