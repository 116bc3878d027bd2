/** PUT /agreements/delayed_events/{id} (§7): changes an unsent reminder. */
import type { DelayedEventWire, updateDelayedEventSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { checkReminderInput } from './checkReminderInput.js';
import { delayedEventToWire } from './delayedEventToWire.js';
import { loadDelayedEventForChange } from './loadDelayedEventForChange.js';

/** Saves the change (`input` parsed by the route's updateDelayedEventSchema). Errors: 400 (already sent, bad date or recipient), 403 (99), 404. */
export async function updateDelayedEvent(db: Db, { position }: PositionActor, id: number, input: z.output<typeof updateDelayedEventSchema>): Promise<DelayedEventWire> {
  return db.transaction(async (tx) => {
    const { target } = await loadDelayedEventForChange(tx, position, id);
    await checkReminderInput(tx, target, input);
    const patch: Partial<typeof delayedEvents.$inferInsert> = {};
    if (input.to_positions !== undefined) patch.toPositions = [...new Set(input.to_positions)];
    if (input.date_time !== undefined) patch.dateTime = new Date(input.date_time);
    if (input.subject !== undefined) patch.subject = input.subject;
    if (input.message !== undefined) patch.message = input.message;
    const [row] = Object.keys(patch).length
      ? await tx.update(delayedEvents).set(patch).where(eq(delayedEvents.id, id)).returning()
      : await tx.select().from(delayedEvents).where(eq(delayedEvents.id, id));
    return delayedEventToWire(row!);
  });
}
