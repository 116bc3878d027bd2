import type { WebhookDeliveryStatus } from '@inkflow/core';
import { useTranslation } from 'react-i18next';

/** A delivery's status as a coloured badge: succeeded (green), retrying and pending (amber), failed (red). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return <span className={`webhook-badge webhook-badge--${status}`}>{t(`delivery.${status}`)}</span>;
}
