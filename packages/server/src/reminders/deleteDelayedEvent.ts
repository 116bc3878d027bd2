/** DELETE /agreements/delayed_events/{id} (§7): cancels an unsent reminder. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { loadDelayedEventForChange } from './loadDelayedEventForChange.js';

/** Deletes the reminder. Errors: 400 (already sent), 403 (99), 404. */
export async function deleteDelayedEvent(db: Db, { position }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await loadDelayedEventForChange(tx, position, id);
    await tx.delete(delayedEvents).where(eq(delayedEvents.id, id));
  });
}
