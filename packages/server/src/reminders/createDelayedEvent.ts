/** POST /agreements/delayed_events/ (§7, §3 Internal reminder): needs agreement:delayed_event:create. */
import { delayedEventSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { checkReminderInput } from './checkReminderInput.js';
import { delayedEventToWire, type DelayedEventWire } from './DelayedEventWire.js';

/** Schedules the reminder. Errors: 400 (bad body, past date, unknown recipient), 403 (99), 404. */
export async function createDelayedEvent(db: Db, position: SessionPosition, body: unknown): Promise<DelayedEventWire> {
  const input = parseOrThrow(delayedEventSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, input.agreement_id);
    const target = agreementTarget(loaded);
    await requirePermission(tx, position, target, Permission.DelayedEventCreate);
    await checkReminderInput(tx, target, input);
    const [row] = await tx
      .insert(delayedEvents)
      .values({
        agreementId: input.agreement_id,
        positionId: position.positionId,
        toPositions: [...new Set(input.to_positions)],
        dateTime: new Date(input.date_time),
        subject: input.subject,
        message: input.message,
      })
      .returning();
    return delayedEventToWire(row!);
  });
}
