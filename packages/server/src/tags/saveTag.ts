/**
 * POST /tags/ and PUT /tags/{id} (name): tags are account-wide labels with unique names
 * (case-insensitive). Any position of the account may create one; renaming is for account admins,
 * since it changes what everyone's contracts say.
 */
import type { tagSchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { tags } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied, badRequest, notFound } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import type { TagWire } from './TagWire.js';

/** Creates (id undefined) or renames tag `id`. Errors: 400 (bad or taken name), 403 (99), 404. */
export async function saveTag(db: Db, { position }: PositionActor, id: number | undefined, input: z.output<typeof tagSchema>): Promise<TagWire> {
  return db.transaction(async (tx) => {
    if (id !== undefined) {
      const [existing] = await tx.select({ accountId: tags.accountId }).from(tags).where(eq(tags.id, id)).limit(1);
      if (!existing) throw notFound('Tag not found');
      if (existing.accountId !== position.accountId || !(await isAccountAdmin(tx, position))) throw accessDenied();
    }
    const [taken] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.accountId, position.accountId), sql`lower(${tags.name}) = lower(${input.name})`, id !== undefined ? ne(tags.id, id) : undefined))
      .limit(1);
    if (taken) throw badRequest('name: a tag with this name already exists');
    const [row] =
      id === undefined
        ? await tx.insert(tags).values({ accountId: position.accountId, name: input.name }).returning()
        : await tx.update(tags).set({ name: input.name }).where(eq(tags.id, id)).returning();
    return { id: row!.id, name: row!.name };
  });
}
