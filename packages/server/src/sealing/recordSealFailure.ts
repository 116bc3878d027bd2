/**
 * Records a failed seal as a 'seal_failed' event, in its own transaction: the signature that
 * concluded the agreement is already committed and must stay, and the audit trail should show
 * that the seal is owed (the next download or send_concluded_copy queues a new seal job).
 */
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import type { Db } from '../db/openDatabase.js';

/** Writes the event with the error's message (never its stack: the owner can read events). */
export async function recordSealFailure(db: Db, agreementId: number, actor: EventActor, error: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    await recordEvent(tx, {
      agreementId,
      type: 'seal_failed',
      actor: { ip: actor.ip, userAgent: actor.userAgent },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
      payload: { message: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500) },
    });
  });
}
