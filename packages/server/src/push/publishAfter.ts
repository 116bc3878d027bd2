/**
 * One line per state change (§7 push channel): `publishAfter(push, id, event, action)` runs the
 * route's action and, once it has succeeded (its transaction committed), publishes the event to
 * the agreement's open pages; a failing action publishes nothing and its error propagates as
 * before. The event may be computed from the action's answer (agreement.saved's checksum).
 */
import type { PushEventInput } from '@inkflow/core';
import type { PushHub } from './PushHub.js';

/** See the module comment; answers the action's result unchanged. */
export async function publishAfter<T>(push: PushHub, agreementId: number, event: PushEventInput | ((result: T) => PushEventInput), action: Promise<T>): Promise<T> {
  const result = await action;
  await push.publish(agreementId, typeof event === 'function' ? event(result) : event);
  return result;
}

/** agreement.changed with `reason` (published, signed, declined, approved, cancelled, participant, expiry, concluded, expired). */
export const agreementChanged = (reason: string): PushEventInput => ({ type: 'agreement.changed', reason });
