/**
 * Permanent deletion of one trashed agreement (§4), inside the caller's transaction.
 *
 * The row itself stays as a tombstone (purged_at set) because the audit trail, participants and
 * sealed documents of other issues reference it; what made it a document goes: name, boxes,
 * data, config, subject, message, value, and its notes, tags, reminders and agreement bindings.
 * It never appears again: not in lists, not in the trash, 404 on every call.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { agreementNotes, delayedEvents, roleBindings, tagConnections } from '../db/schema-documents.js';
import type { AgreementRow } from './agreementContent.js';
import { agreementContent, documentHash } from './agreementContent.js';
import { recordEvent, type EventActor } from './recordEvent.js';

/** Purges `agreement` (already locked by the caller) and records `purged`. */
export async function purgeAgreement(tx: Db, agreement: AgreementRow, actor: EventActor): Promise<void> {
  const id = agreement.id;
  await recordEvent(tx, { agreementId: id, type: 'purged', actor, documentHash: documentHash(agreementContent(agreement, [], [])) });
  await tx.delete(agreementNotes).where(eq(agreementNotes.agreementId, id));
  await tx.delete(tagConnections).where(eq(tagConnections.agreementId, id));
  await tx.delete(delayedEvents).where(eq(delayedEvents.agreementId, id));
  await tx.delete(roleBindings).where(and(eq(roleBindings.resourceType, 'agreement'), eq(roleBindings.resourceId, id)));
  await tx
    .update(agreements)
    .set({ purgedAt: new Date(), name: '', boxes: [], boxOrder: [], data: [], config: {}, subject: null, message: null, agreementValue: null })
    .where(eq(agreements.id, id));
}
