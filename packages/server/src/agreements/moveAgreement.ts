/**
 * POST /agreements/{id}/move (§7, §4 "move to another workspace or folder"): needs
 * agreement:move on the agreement and collection:module:agreement:use plus agreement:create in
 * the target workspace (of the same account). `folder_id` -1 or null: no folder.
 */
import type { moveAgreementSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { resolveFolderId } from '../folders/resolveFolderId.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementContent, documentHash } from './agreementContent.js';
import { recordEvent } from './recordEvent.js';

/** Moves the agreement; returns `{ id, collection_id, folder_id }`. Errors: 400, 403 (99), 404. */
export async function moveAgreement(
  db: Db,
  { position, origin }: PositionActor,
  id: number,
  input: z.output<typeof moveAgreementSchema>,
): Promise<{ id: number; collection_id: number; folder_id: number | null }> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Move);
    const target = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, target.target, { all: [Permission.WorkspaceUse, Permission.Create] });
    const folderId = await resolveFolderId(tx, target.id, input.folder_id);
    // Moving is not an edit of the content: the checksum stays, so open editors keep saving.
    await tx.update(agreements).set({ collectionId: target.id, folderId }).where(eq(agreements.id, id));
    await recordEvent(tx, {
      agreementId: id,
      type: 'moved',
      actor: { ...origin, positionId: position.positionId },
      documentHash: documentHash(agreementContent(loaded.agreement, [], [])),
      payload: { from: { collection_id: loaded.agreement.collectionId, folder_id: loaded.agreement.folderId }, to: { collection_id: target.id, folder_id: folderId } },
    });
    return { id, collection_id: target.id, folder_id: folderId };
  });
}
