/**
 * POST /agreements/ (§7): a contract (state 0) or template (state 6) in one of the caller's
 * workspaces, with one empty text box, and its `created` event.
 */
import { AgreementState, BoxType, createAgreementSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { accessDenied, notFound, parseOrThrow } from '../http/ApiHttpError.js';
import { agreementContent, computeChecksum, documentHash } from './agreementContent.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent, type EventActor } from './recordEvent.js';

/**
 * Creates an agreement from a createAgreementSchema body. Errors: 400 BAD_REQUEST on bad input,
 * 404 for an unknown workspace, 403 (99) for another account's workspace.
 */
export async function createAgreement(db: Db, position: SessionPosition, body: unknown, actor: EventActor): Promise<ServerAgreementWire> {
  const input = parseOrThrow(createAgreementSchema, body);
  return db.transaction(async (tx) => {
    const [collection] = await tx.select().from(collections).where(eq(collections.id, input.collection_id)).limit(1);
    if (!collection) throw notFound('Workspace not found');
    if (collection.accountId !== position.accountId) throw accessDenied();
    const name = input.name || (input.state === AgreementState.Template ? 'Untitled template' : 'Untitled contract');
    const boxes = [{ id: 1, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: '' }] }] }, config: {} }];
    const [row] = await tx
      .insert(agreements)
      .values({ collectionId: collection.id, name, state: input.state, checksum: '', version: 1, boxes, boxOrder: [1] })
      .returning();
    const content = agreementContent(row!, [], []);
    await tx.update(agreements).set({ checksum: computeChecksum(content, 1) }).where(eq(agreements.id, row!.id));
    await recordEvent(tx, {
      agreementId: row!.id,
      type: 'created',
      actor: { ...actor, positionId: position.positionId },
      documentHash: documentHash(content),
      payload: { state: input.state },
    });
    return agreementToWire(await loadAgreement(tx, row!.id), { kind: 'owner' });
  });
}
