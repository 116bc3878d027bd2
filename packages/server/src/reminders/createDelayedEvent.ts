/** POST /agreements/delayed_events/ (§7, §3 Internal reminder): needs agreement:delayed_event:create. */
import type { DelayedEventWire, delayedEventSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { checkReminderInput } from './checkReminderInput.js';
import { delayedEventToWire } from './delayedEventToWire.js';

/**
 * Schedules the reminder (`input` parsed by the route's delayedEventSchema). Errors: 400 (past
 * date, unknown recipient or one who cannot view the agreement), 403 (99), 404.
 */
export async function createDelayedEvent(db: Db, { position }: PositionActor, input: z.output<typeof delayedEventSchema>): Promise<DelayedEventWire> {
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
