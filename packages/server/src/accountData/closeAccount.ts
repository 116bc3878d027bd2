/**
 * POST /accounts/{id}/cancellation (§7 cancellation, docs/account-data.md "Cancellation"): an
 * admin, with their password entered again, closes the account. In one transaction the account
 * is locked (every other position gets §8 2001; its admins can still sign in, but reach only the
 * export and "Keep my account": accounts/lockedAccountGuard.ts), the deletion is scheduled
 * `deletionGraceDays` ahead, the account audit log records it, and every admin gets an email with
 * the deletion date (delivered after commit).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { actionInProgress } from '../accounts/accountActions.js';
import { loadEmailBrand } from '../accounts/accountBrand.js';
import { accountLocked } from '../accounts/accountState.js';
import type { SessionPosition } from '../auth/sessions.js';
import { accounts, positions } from '../db/schema.js';
import { accountCancellations } from '../db/schema-account-data.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import { loadServerTexts, textsFor } from '../i18n/serverTexts.js';
import { adminRoles } from '../permissions/permissionsOf.js';
import { requirePassword } from '../positions/requirePassword.js';
import { accountClosingEmail } from './accountClosingEmail.js';
import { logAccountData } from './accountDataLog.js';
import type { AccountDataDeps } from './AccountDataDeps.js';
import { formatDay } from './formatDay.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The page admins of a closing account land on (export, Keep my account). */
export const accountDataPath = '/settings/account-data';

/**
 * Closes `accountId` for `admin`. Errors: 403 99 (not its admin), 401 1013 (wrong password),
 * 409 6007 (already closing), 403 2001 (locked for another reason). Resolves with the emails to
 * deliver (already in the outbox).
 */
export async function closeAccount(deps: AccountDataDeps, admin: SessionPosition, accountId: number, password: string): Promise<OutgoingEmail[]> {
  const { db } = deps;
  await requireAccountAdmin(db, admin, accountId);
  await requirePassword(db, admin.positionId, password);
  await loadServerTexts();
  const now = deps.now();
  const deletionDueAt = new Date(now.getTime() + deps.deletionGraceDays * dayMs);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ name: accounts.name, locked: accounts.locked }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [pending] = await tx.select({ accountId: accountCancellations.accountId }).from(accountCancellations).where(eq(accountCancellations.accountId, accountId));
    if (pending) throw actionInProgress();
    if (!account || account.locked) throw accountLocked();
    await tx.insert(accountCancellations).values({ accountId, requestedBy: admin.positionId, requestedAt: now, deletionDueAt });
    await tx.update(accounts).set({ locked: true }).where(eq(accounts.id, accountId));
    await logAccountData(tx, {
      accountId,
      action: 'cancellation_requested',
      actor: { positionId: admin.positionId, name: admin.fullname },
      details: { deletion_due_at: deletionDueAt.toISOString() },
      now,
    });
    const admins = await tx
      .select({ email: positions.email, language: positions.language })
      .from(positions)
      .where(and(eq(positions.accountId, accountId), inArray(positions.userRole, [...adminRoles])));
    const brand = await loadEmailBrand(tx, accountId, deps.publicOrigin);
    const emails: OutgoingEmail[] = [];
    for (const to of admins) {
      const t = textsFor(to.language);
      const email = accountClosingEmail(
        { to: to.email, company: account.name, closedBy: admin.fullname, deletionDay: formatDay(deletionDueAt, to.language), link: `${deps.publicOrigin}${accountDataPath}` },
        t,
      );
      emails.push(await queueEmail(tx, email, { t, brand }));
    }
    return emails;
  });
}
