/** DELETE /tags/{id}: removes a tag and its connections (account admins only). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { tags } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied, notFound } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';

/** Deletes the tag (connections cascade). Errors: 403 (99), 404. */
export async function deleteTag(db: Db, { position }: PositionActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ accountId: tags.accountId }).from(tags).where(eq(tags.id, id)).limit(1);
    if (!existing) throw notFound('Tag not found');
    if (existing.accountId !== position.accountId || !(await isAccountAdmin(tx, position))) throw accessDenied();
    await tx.delete(tags).where(eq(tags.id, id));
  });
}
