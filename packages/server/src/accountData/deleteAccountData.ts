/**
 * The end of a closing (§7 cancellation, docs/account-data.md "Cancellation"): once the grace
 * period has passed, the daily job deletes the account's data.
 *
 * - Every agreement of the account is erased (eraseAgreement), each in its own transaction, so a
 *   large account does not hold one huge transaction and a failure resumes at the next run
 *   (erasing is idempotent).
 * - Then, in one transaction: uploads not tied to an agreement, exports, workspaces' folders,
 *   tags, roles and bindings, address book, SSO, embed and profile settings, feature changes,
 *   retention rules and the account audit log are deleted; positions lose their name, email,
 *   password, title and phone and every session, token and two-step setting (their rows stay,
 *   emptied, as do the workspaces' and the account's: other rows may name their ids); the account
 *   is left locked and nameless, and the closing is marked carried out (`deleted_at`).
 *
 * Files are removed after each commit.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, agreements, collections, positions, sessions } from '../db/schema.js';
import { accountActions } from '../db/schema-account-actions.js';
import { accountCancellations, accountDataLog, accountDataSettings } from '../db/schema-account-data.js';
import { accountProfiles, accountSso, accountTokens, mfaChallenges, positionMfa, securityCodes, ssoLogins } from '../db/schema-accounts.js';
import { assets } from '../db/schema-assets.js';
import { agreementNotes, delayedEvents, folders, roleBindings, roles, tags } from '../db/schema-documents.js';
import { accountEmbedSettings } from '../db/schema-embed.js';
import { accountFeatureChanges } from '../db/schema-features.js';
import { messageReads } from '../db/schema-messages.js';
import { groups } from '../db/schema-groups.js';
import { addressBook } from '../db/schema-signing.js';
import { webhooks } from '../db/schema-webhooks.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import { eraseAgreement } from './eraseAgreement.js';

/**
 * Deletes the data of `accountId` at `now` when its closing is still pending and due; resolves
 * true when it did. Rejects on a database failure (the next run resumes).
 */
export async function deleteAccountData(deps: Pick<AccountDataDeps, 'db' | 'storage'>, accountId: number, now: Date, log: JobLog): Promise<boolean> {
  const { db } = deps;
  const removeFiles = async (keys: string[]) => {
    for (const key of keys) await deps.storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a deleted account’s file'));
  };
  const workspaceIds = (await db.select({ id: collections.id }).from(collections).where(eq(collections.accountId, accountId))).map((c) => c.id);
  const agreementIds =
    workspaceIds.length === 0
      ? []
      : (await db.select({ id: agreements.id }).from(agreements).where(inArray(agreements.collectionId, workspaceIds)).orderBy(agreements.id)).map((a) => a.id);
  // Every transaction first takes the closing row (a "Keep my account" at the same moment waits
  // for it, or wins before it): taken back, or carried out by another process, nothing happens.
  const stillDue = async (tx: Db, lock: 'share' | 'update') =>
    (
      await tx
        .select({ accountId: accountCancellations.accountId })
        .from(accountCancellations)
        .where(and(eq(accountCancellations.accountId, accountId), isNull(accountCancellations.deletedAt), lte(accountCancellations.deletionDueAt, now)))
        .for(lock)
    ).length > 0;
  for (const id of agreementIds) {
    const keys = await db.transaction(async (tx) => {
      if (!(await stillDue(tx, 'share'))) return undefined;
      await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, id)).for('update');
      return eraseAgreement(tx, id, now);
    });
    if (!keys) return false;
    await removeFiles(keys);
  }

  const keys = await db.transaction(async (tx) => {
    if (!(await stillDue(tx, 'update'))) return undefined;
    const positionIds = (await tx.select({ id: positions.id }).from(positions).where(eq(positions.accountId, accountId))).map((p) => p.id);
    const accountRoleIds = (await tx.select({ id: roles.id }).from(roles).where(eq(roles.accountId, accountId))).map((r) => r.id);
    const groupIds = (await tx.select({ id: groups.id }).from(groups).where(eq(groups.accountId, accountId))).map((g) => g.id);
    const files = await tx.delete(assets).where(eq(assets.accountId, accountId)).returning({ key: assets.storageKey });
    const exports = await tx.delete(accountActions).where(eq(accountActions.accountId, accountId)).returning({ details: accountActions.details });
    const exportKeys = exports.map((e) => e.details.storageKey).filter((k): k is string => typeof k === 'string');

    const bindingScope = [];
    if (workspaceIds.length > 0) bindingScope.push(and(eq(roleBindings.resourceType, 'collection'), inArray(roleBindings.resourceId, workspaceIds)));
    if (positionIds.length > 0) bindingScope.push(and(eq(roleBindings.actorType, 'position'), inArray(roleBindings.actorId, positionIds)));
    if (groupIds.length > 0) bindingScope.push(and(eq(roleBindings.actorType, 'group'), inArray(roleBindings.actorId, groupIds)));
    if (accountRoleIds.length > 0) bindingScope.push(inArray(roleBindings.roleId, accountRoleIds));
    if (bindingScope.length > 0) await tx.delete(roleBindings).where(or(...bindingScope));
    await tx.delete(roles).where(eq(roles.accountId, accountId));
    // Memberships go with their group (on delete cascade).
    await tx.delete(groups).where(eq(groups.accountId, accountId));
    await tx.delete(tags).where(eq(tags.accountId, accountId));
    if (workspaceIds.length > 0) {
      await tx.delete(folders).where(inArray(folders.collectionId, workspaceIds));
      await tx.update(collections).set({ name: '' }).where(inArray(collections.id, workspaceIds));
    }
    await tx.delete(addressBook).where(eq(addressBook.accountId, accountId));
    await tx.delete(accountSso).where(eq(accountSso.accountId, accountId));
    await tx.delete(ssoLogins).where(eq(ssoLogins.accountId, accountId));
    await tx.delete(accountProfiles).where(eq(accountProfiles.accountId, accountId));
    await tx.delete(accountEmbedSettings).where(eq(accountEmbedSettings.accountId, accountId));
    // Deliveries and their attempts go with their webhook (on delete cascade).
    await tx.delete(webhooks).where(eq(webhooks.accountId, accountId));
    await tx.delete(accountTokens).where(eq(accountTokens.accountId, accountId));
    await tx.delete(accountDataSettings).where(eq(accountDataSettings.accountId, accountId));
    await tx.delete(accountDataLog).where(eq(accountDataLog.accountId, accountId));
    await tx.delete(accountFeatureChanges).where(eq(accountFeatureChanges.accountId, accountId));
    if (positionIds.length > 0) {
      await tx.delete(sessions).where(inArray(sessions.positionId, positionIds));
      await tx.delete(accountTokens).where(inArray(accountTokens.positionId, positionIds));
      await tx.delete(positionMfa).where(inArray(positionMfa.positionId, positionIds));
      await tx.delete(securityCodes).where(inArray(securityCodes.positionId, positionIds));
      await tx.delete(mfaChallenges).where(inArray(mfaChallenges.positionId, positionIds));
      await tx.delete(messageReads).where(inArray(messageReads.positionId, positionIds));
      await tx.delete(agreementNotes).where(inArray(agreementNotes.positionId, positionIds));
      await tx.delete(delayedEvents).where(inArray(delayedEvents.positionId, positionIds));
      // The email stays unique (the column is) and can never be signed in with again.
      await tx
        .update(positions)
        .set({ fullname: '', email: sql`'deleted-' || ${positions.id} || '@deleted.invalid'`, passwordHash: '', title: null, phone: null })
        .where(inArray(positions.id, positionIds));
    }
    await tx.update(accounts).set({ name: '', features: {}, locked: true }).where(eq(accounts.id, accountId));
    await tx.update(accountCancellations).set({ deletedAt: now }).where(eq(accountCancellations.accountId, accountId));
    return [...files.map((f) => f.key), ...exportKeys];
  });
  if (!keys) return false;
  await removeFiles(keys);
  return true;
}
