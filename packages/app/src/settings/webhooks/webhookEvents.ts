/**
 * Names of webhook events on the settings pages: each event type's i18n key (namespace
 * `webhooks`, `events.<name>` and `events.<name>Hint`), from core's webhookEventTypes.
 */
import { webhookEventTypes, type WebhookEventType } from '@inkflow/core';

/** The short name of an event type: `agreement.signed` → `signed`, `webhook.test` → `test`. */
export const eventName = (type: string): string => type.slice(type.indexOf('.') + 1);

/** The event types in the order the pages list them. */
export const eventTypes: readonly WebhookEventType[] = webhookEventTypes;
