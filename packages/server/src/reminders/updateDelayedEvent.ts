/** PUT /agreements/delayed_events/{id} (§7): changes an unsent reminder. */
import { updateDelayedEventSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { checkReminderInput } from './checkReminderInput.js';
import { delayedEventToWire, type DelayedEventWire } from './DelayedEventWire.js';
import { loadDelayedEventForChange } from './loadDelayedEventForChange.js';

/** Saves the change. Errors: 400, 403 (99), 404. */
export async function updateDelayedEvent(db: Db, position: SessionPosition, id: number, body: unknown): Promise<DelayedEventWire> {
  const input = parseOrThrow(updateDelayedEventSchema, body);
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
