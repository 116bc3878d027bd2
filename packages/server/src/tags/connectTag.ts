/**
 * POST /agreements/{id}/tags/ (tag_id) (§3 Tag connection): tags an agreement with a tag of its
 * own account; needs agreement:tag:update.
 */
import type { tagConnectionSchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { tagConnections, tags } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Connects (idempotent) and returns `{ tag_id, agreement_id }`. Errors: 400 (unknown tag), 403 (99), 404. */
export async function connectTag(db: Db, { position }: PositionActor, agreementId: number, input: z.output<typeof tagConnectionSchema>): Promise<{ tag_id: number; agreement_id: number }> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(loaded), Permission.TagUpdate);
    const [tag] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.id, input.tag_id), eq(tags.accountId, loaded.accountId))).limit(1);
    if (!tag) throw badRequest('tag_id: unknown tag');
    await tx.insert(tagConnections).values({ tagId: tag.id, agreementId }).onConflictDoNothing();
    return { tag_id: tag.id, agreement_id: agreementId };
  });
}

