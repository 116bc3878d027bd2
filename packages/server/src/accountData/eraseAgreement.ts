/**
 * Erasing one agreement for good (retention rules, and the deletion of a closed account): unlike
 * a permanent delete from the trash (agreements/purgeAgreement.ts), which keeps the audit trail,
 * participants and sealed PDF, this removes everything the agreement holds — content, audit
 * trail, participants, parties, messages, notes, links, guest links, codes, the sealed PDF and
 * the uploaded files. Only the row itself stays, emptied and marked purged (`purged_at`), so rows
 * elsewhere that name its id stay valid and every call answers 404 as for a purged agreement.
 *
 * Runs inside the caller's transaction; the files are removed by the caller after the commit
 * (storage is not transactional: a rollback must not have deleted them already).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents, agreements, participants, parties } from '../db/schema.js';
import { assets } from '../db/schema-assets.js';
import { agreementNotes, delayedEvents, roleBindings, tagConnections } from '../db/schema-documents.js';
import { templateSigningLinks } from '../db/schema-embed.js';
import { guestTokens } from '../db/schema-guest-tokens.js';
import { agreementLinks } from '../db/schema-links.js';
import { messageReads, messages, pushEvents } from '../db/schema-messages.js';
import { sealedDocuments } from '../db/schema-sealing.js';
import { eidTransactions, verificationCodes } from '../db/schema-signing.js';

/** Erases agreement `agreementId` (the caller holds its row lock); resolves with the storage keys to remove after commit. */
export async function eraseAgreement(tx: Db, agreementId: number, now: Date): Promise<string[]> {
  const people = await tx.select({ id: participants.id }).from(participants).where(eq(participants.agreementId, agreementId));
  const participantIds = people.map((p) => p.id);
  const files = await tx.delete(assets).where(eq(assets.agreementId, agreementId)).returning({ key: assets.storageKey });
  const sealed = await tx.delete(sealedDocuments).where(eq(sealedDocuments.agreementId, agreementId)).returning({ key: sealedDocuments.storageKey });
  await tx.delete(pushEvents).where(eq(pushEvents.agreementId, agreementId));
  await tx.delete(messageReads).where(eq(messageReads.agreementId, agreementId));
  await tx.delete(messages).where(eq(messages.agreementId, agreementId));
  await tx.delete(agreementNotes).where(eq(agreementNotes.agreementId, agreementId));
  await tx.delete(tagConnections).where(eq(tagConnections.agreementId, agreementId));
  await tx.delete(delayedEvents).where(eq(delayedEvents.agreementId, agreementId));
  await tx.delete(roleBindings).where(and(eq(roleBindings.resourceType, 'agreement'), eq(roleBindings.resourceId, agreementId)));
  await tx.delete(agreementLinks).where(or(eq(agreementLinks.lowId, agreementId), eq(agreementLinks.highId, agreementId)));
  await tx.delete(templateSigningLinks).where(eq(templateSigningLinks.templateId, agreementId));
  await tx.delete(eidTransactions).where(eq(eidTransactions.agreementId, agreementId));
  if (participantIds.length > 0) {
    await tx.delete(verificationCodes).where(inArray(verificationCodes.participantId, participantIds));
    await tx.delete(guestTokens).where(inArray(guestTokens.participantId, participantIds));
    // Uploads by these participants to another agreement cannot exist (a guest token is scoped to one agreement).
    await tx.delete(assets).where(inArray(assets.participantId, participantIds));
  }
  await tx.delete(agreementEvents).where(eq(agreementEvents.agreementId, agreementId));
  await tx.delete(participants).where(eq(participants.agreementId, agreementId));
  await tx.delete(parties).where(eq(parties.agreementId, agreementId));
  await tx
    .update(agreements)
    .set({
      name: '',
      boxes: [],
      boxOrder: [],
      data: [],
      config: {},
      subject: null,
      message: null,
      agreementValue: null,
      templateGroup: null,
      updatedByName: null,
      review: null,
      deletedAt: sql`coalesce(${agreements.deletedAt}, ${now.toISOString()}::timestamptz)`,
      purgedAt: sql`coalesce(${agreements.purgedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(agreements.id, agreementId));
  return [...files, ...sealed].map((f) => f.key);
}
