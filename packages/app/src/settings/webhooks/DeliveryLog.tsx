import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.js';
import { prettyBody } from './prettyBody.js';
import { eventName } from './webhookEvents.js';
import type { WebhookAttempt, WebhookDelivery } from './webhooksApi.js';

/** Props of DeliveryLog. */
export interface DeliveryLogProps {
  deliveries: WebhookDelivery[];
  /** Sends a delivery again (Redeliver); rejects with the server's error. Undefined: not allowed (after the trial). */
  onRedeliver?: (delivery: WebhookDelivery) => Promise<void>;
}


const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/**
 * The delivery log of a webhook: one row per delivery (event, status, the last answer's HTTP
 * status, attempts, time), each expanding to what was sent and what came back per attempt —
 * request headers and body, response status, headers and body, duration, error — with
 * Redeliver. Rows are buttons with `aria-expanded`, so the log reads as a disclosure list.
 */
export function DeliveryLog({ deliveries, onRedeliver }: DeliveryLogProps) {
  const { t, i18n } = useTranslation('webhooks');
  const [open, setOpen] = useState<string | null>(null);
  // Short in the row (the year is in the details), to the second: deliveries come close together.
  const time = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <ul className="webhook-log">
      {deliveries.map((delivery) => {
        const last = delivery.attempts.at(-1);
        const expanded = open === delivery.id;
        const panelId = `delivery-${delivery.id}`;
        return (
          <li key={delivery.id} className={`webhook-log__item${expanded ? ' webhook-log__item--open' : ''}`}>
            <button type="button" className="webhook-log__row" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : delivery.id)}>
              <span className="webhook-log__event">{t(`events.${eventName(delivery.eventType)}`)}</span>
              <DeliveryStatusBadge status={delivery.status} />
              <span className="webhook-log__meta">
                <code className="webhook-code">{delivery.eventType}</code>
                <span className="webhook-log__code">{last?.responseStatus ?? '—'}</span>
                <span>{time.format(new Date(delivery.created))}</span>
              </span>
              <span className="webhook-log__chevron" aria-hidden="true">
                {expanded ? '▴' : '▾'}
              </span>
            </button>
            {expanded && (
              <div id={panelId} className="webhook-log__panel">
                <DeliveryDetails delivery={delivery} onRedeliver={onRedeliver} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What the panel of one delivery shows. */
function DeliveryDetails({ delivery, onRedeliver }: { delivery: WebhookDelivery; onRedeliver?: DeliveryLogProps['onRedeliver'] }) {
  const { t, i18n } = useTranslation('webhooks');
  const [sending, setSending] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const redeliver = async () => {
    if (!onRedeliver) return;
    setSending(true);
    try {
      await onRedeliver(delivery);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <dl className="webhook-facts">
        <dt>{t('log.eventId')}</dt>
        <dd>
          <code className="webhook-code">{delivery.eventId}</code>
        </dd>
        <dt>{t('log.deliveryId')}</dt>
        <dd>
          <code className="webhook-code">{delivery.id}</code>
        </dd>
        <dt>{t('log.attemptsLabel')}</dt>
        <dd>
          {t('log.attempts', { count: delivery.attemptCount })}
          {delivery.nextAttempt && ` · ${t('log.nextAttempt', { time: time.format(new Date(delivery.nextAttempt)) })}`}
        </dd>
      </dl>
      {onRedeliver && (
        <button type="button" className="button webhook-button-small" disabled={sending || delivery.status === 'pending'} onClick={() => void redeliver()}>
          {sending ? t('log.redelivering') : t('log.redeliver')}
        </button>
      )}
      <h4 className="webhook-log__section">{t('log.requestBody')}</h4>
      <pre className="webhook-pre" tabIndex={0}>{prettyBody(delivery.requestBody)}</pre>
      {[...delivery.attempts].reverse().map((attempt) => (
        <AttemptDetails key={attempt.attempt} attempt={attempt} started={time.format(new Date(attempt.started))} />
      ))}
    </>
  );
}

/** One attempt: its answer (or error), then the request and response headers and the answer's body. */
function AttemptDetails({ attempt, started }: { attempt: WebhookAttempt; started: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <section className="webhook-attempt" aria-label={t('log.attempt', { n: attempt.attempt })}>
      <h4 className="webhook-log__section">
        {t('log.attempt', { n: attempt.attempt })} · {started} · {t('log.duration', { ms: attempt.durationMs })}
      </h4>
      <p className="webhook-attempt__answer">
        <span className={`webhook-http webhook-http--${attempt.responseStatus !== null && attempt.responseStatus < 300 ? 'ok' : 'bad'}`}>
          {attempt.responseStatus ?? t('log.noAnswer')}
        </span>
        {attempt.error && <span className="webhook-attempt__error">{attempt.error}</span>}
      </p>
      <div className="webhook-attempt__columns">
        <div>
          <h5>{t('log.requestHeaders')}</h5>
          <pre className="webhook-pre" tabIndex={0}>{headerLines(attempt.requestHeaders)}</pre>
        </div>
        <div>
          <h5>{t('log.responseHeaders')}</h5>
          <pre className="webhook-pre" tabIndex={0}>{attempt.responseHeaders ? headerLines(attempt.responseHeaders) : '—'}</pre>
        </div>
      </div>
      <h5>{t('log.responseBody')}</h5>
      <pre className="webhook-pre" tabIndex={0}>{attempt.responseBody ? prettyBody(attempt.responseBody) : '—'}</pre>
    </section>
  );
}
