/**
 * Inserts a new agreement with its first checksum and its `created` event: the one way
 * agreements come into existence (blank, from a template, as an import, as a replacement).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { agreementContent, computeChecksum, documentHash } from './agreementContent.js';
import { recordEvent, type EventActor } from './recordEvent.js';

/** The columns a new agreement may be given (`updatedByName`: who made version 1, the creator's name). */
export type NewAgreement = Pick<typeof agreements.$inferInsert, 'collectionId' | 'name' | 'state' | 'boxes' | 'boxOrder'> &
  Partial<Pick<typeof agreements.$inferInsert, 'data' | 'config' | 'language' | 'subject' | 'message' | 'folderId' | 'sourceId' | 'importedAt' | 'updatedByName'>>;

/** Inserts `values` (version 1) and records `created` with `payload`; returns the new id. */
export async function insertAgreement(tx: Db, values: NewAgreement, actor: EventActor, payload: Record<string, unknown> = {}): Promise<number> {
  const [row] = await tx.insert(agreements).values({ ...values, checksum: '', version: 1 }).returning();
  const content = agreementContent(row!, [], []);
  await tx.update(agreements).set({ checksum: computeChecksum(content, 1) }).where(eq(agreements.id, row!.id));
  await recordEvent(tx, { agreementId: row!.id, type: 'created', actor, documentHash: documentHash(content), payload: { state: values.state, ...payload } });
  return row!.id;
}
