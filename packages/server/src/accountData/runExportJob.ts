/**
 * One run of an export job (§7 account action "export"): writes the zip (writeAccountExport)
 * under a fresh storage key while renewing the account action's lease with the progress, then in
 * one transaction marks the action done with the file and the link token's hash, logs it and
 * queues the email with the download link (PUBLIC_ORIGIN, 7 days); the email is delivered after
 * commit. A failure ends the action as failed (logged, no email). When the action no longer runs
 * (another process took it over after its lease passed), the job stops and stores nothing.
 */
import { loadEmailBrand } from '../accounts/accountBrand.js';
import { randomBytes } from 'node:crypto';
import { exportLinkDays } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import { failAccountAction, finishAccountAction, loadAccountAction, renewAccountAction } from '../accounts/accountActions.js';
import { randomToken, sha256Hex } from '../auth/tokens.js';
import { accounts, positions } from '../db/schema.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import { loadServerTexts, textsFor } from '../i18n/serverTexts.js';
import { logAccountData } from './accountDataLog.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import type { ExportDetails } from './accountExports.js';
import { exportReadyEmail } from './exportReadyEmail.js';
import { formatDay } from './formatDay.js';
import { safeSegment, writeAccountExport } from './writeAccountExport.js';

/** The data of an export job. */
export interface ExportJobData {
  actionId: number;
  accountId: number;
  /** The admin who started it (gets the email). */
  positionId: number;
}

class TakenOver extends Error {}

const dayMs = 24 * 60 * 60 * 1000;

/** The link of the email: the download call with the token, from PUBLIC_ORIGIN. */
export function exportLink(origin: string, accountId: number, exportId: number, token: string): string {
  return `${origin}/api/accounts/${accountId}/exports/${exportId}/download?token=${token}`;
}

/** Runs the export of `data`. Resolves in every case but a database failure (which pg-boss retries). */
export async function runExportJob(deps: AccountDataDeps, data: ExportJobData, log: JobLog): Promise<void> {
  const { db } = deps;
  const action = await loadAccountAction(db, data.accountId, data.actionId);
  if (!action || action.state !== 'running' || !(await renewAccountAction(db, action.id, 0, deps.now()))) return;
  await loadServerTexts();
  const [admin] = await db
    .select({ email: positions.email, fullname: positions.fullname, language: positions.language, company: accounts.name })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(and(eq(positions.id, data.positionId), eq(positions.accountId, data.accountId)))
    .limit(1);
  const language = admin?.language ?? 'en';
  const t = textsFor(language);
  const started = deps.now();
  const storageKey = `exports/${data.accountId}/${action.id}-${randomBytes(8).toString('hex')}.zip`;
  try {
    const summary = await writeAccountExport(deps, {
      accountId: data.accountId,
      storageKey,
      productName: deps.productName,
      now: started,
      language,
      t,
      onProgress: async (done, total) => {
        // The last percent is storing and emailing: 100 means the link is on its way.
        if (!(await renewAccountAction(db, action.id, Math.floor((done / Math.max(total, 1)) * 99), deps.now()))) throw new TakenOver();
      },
    });
    const token = randomToken();
    const finished = deps.now();
    const expiresAt = new Date(finished.getTime() + exportLinkDays * dayMs);
    const company = admin?.company ?? '';
    const details: ExportDetails = {
      storageKey,
      byteSize: summary.byteSize,
      agreementCount: summary.agreementCount,
      fileCount: summary.fileCount,
      fileName: `${safeSegment(company, 'account', 50)}-export-${started.toISOString().slice(0, 10)}.zip`,
      tokenHash: sha256Hex(token),
      expiresAt: expiresAt.toISOString(),
    };
    const emails: OutgoingEmail[] = [];
    const finishedHere = await db.transaction(async (tx) => {
      await finishAccountAction(tx, action.id, details as Record<string, unknown>);
      const now = await loadAccountAction(tx, data.accountId, action.id);
      if (now?.state !== 'done' || now.details.storageKey !== storageKey) return false;
      await logAccountData(tx, {
        accountId: data.accountId,
        action: 'export_ready',
        actor: { positionId: data.positionId, name: admin?.fullname ?? null },
        details: { export_id: action.id, agreements: summary.agreementCount, byte_size: summary.byteSize },
        now: finished,
      });
      if (admin) {
        const email = exportReadyEmail({ to: admin.email, company, link: exportLink(deps.publicOrigin, data.accountId, action.id, token), expires: formatDay(expiresAt, language) }, t);
        emails.push(await queueEmail(tx, email, { t, brand: await loadEmailBrand(tx, data.accountId, deps.publicOrigin) }));
      }
      return true;
    });
    if (!finishedHere) {
      await deps.storage.delete(storageKey);
      return;
    }
    for (const email of emails) await deps.mailer.deliver(email).catch((error: unknown) => log.error({ err: error }, 'export email delivery failed'));
  } catch (error) {
    if (error instanceof TakenOver) return;
    log.error({ err: error, accountId: data.accountId, exportId: action.id }, 'account export failed');
    await deps.storage.delete(storageKey).catch(() => undefined);
    await db.transaction(async (tx) => {
      await failAccountAction(tx, action.id, error instanceof Error ? error.message : String(error));
      await logAccountData(tx, { accountId: data.accountId, action: 'export_failed', actor: { positionId: data.positionId, name: admin?.fullname ?? null }, details: { export_id: action.id }, now: deps.now() });
    });
  }
}
