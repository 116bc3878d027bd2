/**
 * The exports of an account (§7 account action "export"): runs of the `export` account action
 * (accounts/accountActions.ts), whose details hold the stored zip and the emailed link's token
 * hash. Listing and the wire shape live here; starting, building and downloading beside.
 */
import type { AccountExportWire } from '@inkflow/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { accountActions } from '../db/schema-account-actions.js';

/** The account action kind of exports. */
export const exportKind = 'export';

/** What a finished export's details hold (account_actions.details). */
export interface ExportDetails {
  storageKey?: string;
  byteSize?: number;
  agreementCount?: number;
  fileCount?: number;
  fileName?: string;
  /** sha256 hex of the emailed link's token. */
  tokenHash?: string;
  /** ISO 8601: the download stops working then. */
  expiresAt?: string;
  /** Set once the daily job removed the expired file. */
  fileRemoved?: boolean;
}

/** An export row with the name of the admin who started it. */
export interface ExportRow {
  id: number;
  accountId: number;
  state: 'running' | 'done' | 'failed';
  progress: number;
  details: ExportDetails;
  error: string | null;
  created: Date;
  finished: Date | null;
  startedBy: string | null;
}

/** True when the export's link no longer works at `now`. */
export function exportExpired(details: ExportDetails, now: Date): boolean {
  return details.fileRemoved === true || (details.expiresAt !== undefined && new Date(details.expiresAt) <= now);
}

/** The wire shape of `row` at `now` (the download path only while it can be downloaded). */
export function exportToWire(row: ExportRow, now: Date): AccountExportWire {
  const d = row.details;
  const expired = row.state === 'done' && exportExpired(d, now);
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    created: row.created.toISOString(),
    finished: row.finished?.toISOString() ?? null,
    started_by: row.startedBy,
    agreement_count: d.agreementCount ?? null,
    byte_size: d.byteSize ?? null,
    file_name: d.fileName ?? null,
    expires_at: d.expiresAt ?? null,
    expired,
    download_url: row.state === 'done' && !expired ? `/api/accounts/${row.accountId}/exports/${row.id}/download` : null,
    error: row.error,
  };
}

const columns = {
  id: accountActions.id,
  accountId: accountActions.accountId,
  state: accountActions.state,
  progress: accountActions.progress,
  details: accountActions.details,
  error: accountActions.error,
  created: accountActions.created,
  finished: accountActions.finished,
  startedBy: positions.fullname,
};

/** The account's last `limit` exports, newest first. */
export async function listExportRows(db: Db, accountId: number, limit = 20): Promise<ExportRow[]> {
  const rows = await db
    .select(columns)
    .from(accountActions)
    .leftJoin(positions, eq(positions.id, accountActions.positionId))
    .where(and(eq(accountActions.accountId, accountId), eq(accountActions.kind, exportKind)))
    .orderBy(desc(accountActions.created), desc(accountActions.id))
    .limit(limit);
  return rows as ExportRow[];
}

/** One export of the account, or undefined (another account's id, or another kind, reads as absent). */
export async function loadExportRow(db: Db, accountId: number, exportId: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(accountActions)
    .leftJoin(positions, eq(positions.id, accountActions.positionId))
    .where(and(eq(accountActions.id, exportId), eq(accountActions.accountId, accountId), eq(accountActions.kind, exportKind)))
    .limit(1);
  return row as ExportRow | undefined;
}
