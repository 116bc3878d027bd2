/**
 * GET /accounts/{id}/exports/{exportId}/download (§7 export): the zip of a finished export, for
 * a signed-in admin of the account or whoever holds the emailed link's token (the link is meant
 * to be opened from the email, perhaps on another device), until 7 days after it finished.
 */
import type { Readable } from 'node:stream';
import { safeEqual, sha256Hex } from '../auth/tokens.js';
import type { SessionPosition } from '../auth/sessions.js';
import { accessDenied, notFound, notLoggedIn } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import type { AccountDataDeps } from './AccountDataDeps.js';
import { exportExpired, loadExportRow } from './accountExports.js';

/** An export ready to stream. */
export interface ExportDownload {
  stream: Readable;
  fileName: string;
  byteSize: number;
}

/**
 * Opens the export. Errors: 404 NOT_FOUND (no such export of the account, not finished,
 * expired, or its file is gone), 401 99 (no session and no token), 403 99 (neither an admin of
 * the account nor the right token).
 */
export async function openAccountExport(
  deps: Pick<AccountDataDeps, 'db' | 'storage' | 'now'>,
  caller: { position: SessionPosition | undefined; token: string | undefined },
  accountId: number,
  exportId: number,
): Promise<ExportDownload> {
  const row = await loadExportRow(deps.db, accountId, exportId);
  if (!row) throw notFound('No such export');
  const admin = caller.position !== undefined && caller.position.accountId === accountId && (await isAccountAdmin(deps.db, caller.position));
  const tokenHolder = caller.token !== undefined && row.details.tokenHash !== undefined && safeEqual(sha256Hex(caller.token), row.details.tokenHash);
  if (!admin && !tokenHolder) throw caller.position === undefined && caller.token === undefined ? notLoggedIn() : accessDenied('This link does not give access to the export');
  if (row.state !== 'done' || !row.details.storageKey) throw notFound('The export is not ready');
  if (exportExpired(row.details, deps.now())) throw notFound('This export has expired: start a new one');
  const stream = await deps.storage.getStream(row.details.storageKey);
  if (!stream) throw notFound('This export has expired: start a new one');
  return { stream, fileName: row.details.fileName ?? `export-${row.id}.zip`, byteSize: row.details.byteSize ?? 0 };
}
