/**
 * Who may see and change who has access to a resource (§6): agreement:acl:update on an agreement,
 * collection:acl:update on a workspace (account admins hold both).
 */
import type { SessionPosition } from '../auth/sessions.js';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { agreementTarget } from './AccessTarget.js';
import type { BindingResourceType } from './BindingResource.js';
import { loadAgreementTarget } from './loadAgreementTarget.js';
import { Permission } from './permissionNames.js';
import { requirePermission } from './requirePermission.js';

/** Checks the caller may change the ACL of the resource; resolves with the resource's account id. Errors: 403 (99), 404 (no such resource). */
export async function requireAclUpdate(tx: Db, caller: SessionPosition, resourceType: BindingResourceType, resourceId: number): Promise<number> {
  if (resourceType === 'agreement') {
    const target = await loadAgreementTarget(tx, resourceId);
    await requirePermission(tx, caller, agreementTarget(target), Permission.AclUpdate);
    return target.accountId;
  }
  const collection = await loadCollection(tx, resourceId);
  await requirePermission(tx, caller, collection.target, Permission.CollectionAclUpdate);
  return collection.accountId;
}
