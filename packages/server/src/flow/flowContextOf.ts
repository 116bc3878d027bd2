/**
 * The FlowContext of a route (flow/FlowContext.ts): the server's mailer and SMS provider, the
 * public origin of guest links, and the request's logger for delivery failures. Built at the
 * route from plain values, so actions never see the request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerDeps } from '../ServerDeps.js';
import type { FlowContext } from './FlowContext.js';

/** The delivery context of one call; failed deliveries are logged to `log` (the outbox keeps the message). */
export function flowContextOf(deps: Pick<ServerDeps, 'mailer' | 'sms' | 'publicOrigin' | 'webhooks'>, log: Pick<FastifyBaseLogger, 'error'>): FlowContext {
  return {
    mailer: deps.mailer,
    sms: deps.sms,
    origin: deps.publicOrigin,
    onDeliveryError: (error) => log.error({ err: error }, 'message delivery failed'),
    webhooks: deps.webhooks,
  };
}
