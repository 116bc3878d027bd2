/** GET /agreements/{id}/delayed_events/ (§7): the agreement's reminders by date_time; needs agreement:delayed_event:view. */
import { asc, eq } from 'drizzle-orm';
import type { DelayedEventWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { PositionActor } from '../http/actor.js';
import { delayedEventToWire } from './delayedEventToWire.js';

/** Lists `{ collection, count }`. Errors: 403 (99), 404. */
export async function listDelayedEvents(db: Db, { position }: PositionActor, agreementId: number): Promise<{ collection: DelayedEventWire[]; count: number }> {
  const loaded = await loadAgreementTarget(db, agreementId);
  await requirePermission(db, position, agreementTarget(loaded), Permission.DelayedEventView);
  const rows = await db.select().from(delayedEvents).where(eq(delayedEvents.agreementId, agreementId)).orderBy(asc(delayedEvents.dateTime), asc(delayedEvents.id));
  return { collection: rows.map(delayedEventToWire), count: rows.length };
}
