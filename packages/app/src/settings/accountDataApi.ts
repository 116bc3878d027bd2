/**
 * The data management calls of an account (§7 account actions "export", "data management",
 * "cancellation"; core contract/accountDataContract.ts) on the typed client, mapped to camelCase.
 * Non-OK answers reject with core's ApiError (a 401 also ends the session).
 */
import type { AccountExportWire, DataLogEntryWire, DataManagementWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** One export of the account. Dates are ISO 8601. */
export interface AccountExport {
  id: number;
  state: 'running' | 'done' | 'failed';
  /** Percent done, 0-100. */
  progress: number;
  created: string;
  finished: string | null;
  startedBy: string | null;
  agreementCount: number | null;
  byteSize: number | null;
  expiresAt: string | null;
  expired: boolean;
  /** Same-origin path of the zip while it can be downloaded, else null. */
  downloadUrl: string | null;
}

/** The account's retention rules. */
export interface RetentionRules {
  /** Signed contracts are deleted this many months (1-120) after signing; null: kept. */
  concludedMonths: number | null;
  /** Contracts in the trash for 30 days are deleted. */
  emptyTrash: boolean;
}

/** The rules, a pending closing, and the grace period in days. */
export interface DataManagement {
  retention: RetentionRules;
  cancellation: { requestedAt: string; deletionDueAt: string; requestedBy: string | null } | null;
  graceDays: number;
}

/** One entry of the account audit log; `actor` null is the system (a rule run by the daily job). */
export interface DataLogEntry {
  id: number;
  action: DataLogEntryWire['action'];
  actor: string | null;
  subject: string | null;
  details: Record<string, unknown>;
  created: string;
}

/** A page of the log and the total count. */
export interface DataLogPage {
  entries: DataLogEntry[];
  count: number;
}

function exportFromWire(e: AccountExportWire): AccountExport {
  return {
    id: e.id,
    state: e.state,
    progress: e.progress,
    created: e.created,
    finished: e.finished,
    startedBy: e.started_by,
    agreementCount: e.agreement_count,
    byteSize: e.byte_size,
    expiresAt: e.expires_at,
    expired: e.expired,
    downloadUrl: e.download_url,
  };
}

function dataManagementFromWire(d: DataManagementWire): DataManagement {
  return {
    retention: { concludedMonths: d.retention.delete_concluded_after_months, emptyTrash: d.retention.empty_trash_after_30_days },
    cancellation: d.cancellation ? { requestedAt: d.cancellation.requested_at, deletionDueAt: d.cancellation.deletion_due_at, requestedBy: d.cancellation.requested_by } : null,
    graceDays: d.deletion_grace_days,
  };
}

/** The account's last exports, newest first. */
export async function loadExports(accountId: number): Promise<AccountExport[]> {
  return (await api.call('GET /accounts/:id/exports/', { params: { id: accountId } })).collection.map(exportFromWire);
}

/** Starts an export (409 6007 while one runs). */
export async function startExport(accountId: number): Promise<AccountExport> {
  return exportFromWire(await api.call('POST /accounts/:id/exports/', { params: { id: accountId } }));
}

/** The rules and a pending closing. */
export async function loadDataManagement(accountId: number): Promise<DataManagement> {
  return dataManagementFromWire(await api.call('GET /accounts/:id/data_management', { params: { id: accountId } }));
}

/** Saves the rules; resolves with what the server stored. */
export async function saveRetention(accountId: number, rules: RetentionRules): Promise<DataManagement> {
  const body = { delete_concluded_after_months: rules.concludedMonths, empty_trash_after_30_days: rules.emptyTrash };
  return dataManagementFromWire(await api.call('PUT /accounts/:id/data_management', { params: { id: accountId }, body }));
}

/** A page of the account audit log, newest first. */
export async function loadDataLog(accountId: number, page: { offset: number; limit: number }): Promise<DataLogPage> {
  const answer = await api.call('GET /accounts/:id/data_management/log', { params: { id: accountId }, query: page });
  return {
    entries: answer.collection.map((e) => ({ id: e.id, action: e.action, actor: e.actor, subject: e.subject, details: e.details, created: e.created })),
    count: answer.count,
  };
}

/** Closes the account (the admin's password; 401 1013 when wrong). */
export async function closeAccount(accountId: number, password: string): Promise<DataManagement> {
  return dataManagementFromWire(await api.call('POST /accounts/:id/cancellation', { params: { id: accountId }, body: { password } }));
}

/** Keeps the account: takes a closing back. */
export async function keepAccount(accountId: number): Promise<void> {
  await api.call('DELETE /accounts/:id/cancellation', { params: { id: accountId } });
}
