/**
 * GET /collections/ (§3 Workspace): the workspaces the position may use, each with its ACL keyed
 * by permission name, then the virtual "Shared with me" (id 0).
 */
import { asc, eq } from 'drizzle-orm';
import type { CollectionWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { collections } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { collectionAclToWire } from '../permissions/aclToWire.js';
import { Permission } from '../permissions/permissionNames.js';
import { permissionsOf } from '../permissions/permissionsOf.js';
import { sharedWithMe } from './sharedWithMe.js';

export type { CollectionWire };

/** Lists the usable workspaces `{ collection, count }`; workspaces without collection:module:agreement:use are left out. */
export async function listCollections(db: Db, { position }: PositionActor): Promise<{ collection: CollectionWire[]; count: number }> {
  const rows = await db.select().from(collections).where(eq(collections.accountId, position.accountId)).orderBy(asc(collections.id));
  const result: CollectionWire[] = [];
  for (const row of rows) {
    // A handful of workspaces per account: one permission lookup each is fine.
    const granted = await permissionsOf(db, position, { accountId: row.accountId, collectionId: row.id });
    if (granted.has(Permission.WorkspaceUse)) result.push({ id: row.id, name: row.name, virtual: false, acl: collectionAclToWire(granted) });
  }
  result.push({ ...sharedWithMe, acl: { ...sharedWithMe.acl } });
  return { collection: result, count: result.length };
}
