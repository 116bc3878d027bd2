/**
 * The company logo (account settings): POST /accounts/{id}/logo sets it, DELETE removes it, GET
 * /accounts/{id}/logo/{file} serves it to anyone (guest pages, the embed and email clients load
 * it without a session).
 *
 * The type comes from the file's first bytes (assets/sniffFileType.ts), never its name or the
 * declared content type: PNG or JPEG only — an SVG could carry script — and at most 1 MiB. The
 * file is stored as `account-logos/{accountId}/{sha256 prefix}.{png|jpg}`, so every version has
 * its own URL and may be cached for a year; only the current one is served, and the previous
 * file is removed once the account row points at the new one.
 */
import { createHash } from 'node:crypto';
import { ApiErrorCode, logoBytesMax, type AccountWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { sniffFileType } from '../assets/sniffFileType.js';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { ApiHttpError, badRequest, notFound } from '../http/ApiHttpError.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { accountToWire, loadAccountRow } from './accountToWire.js';
import { requireAccountAdmin } from './requireAccountAdmin.js';

/** An uploaded logo as the route read it; `truncated` when it passed the multipart size limit. */
export interface UploadedLogo {
  bytes: Buffer;
  truncated: boolean;
}

const logoTypes: Record<string, { ext: string; mime: string }> = {
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
};
const mimeOfExt: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
const logoFilePattern = /^[0-9a-f]{32}\.(png|jpg)$/;

const storageKey = (accountId: number, file: string) => `account-logos/${accountId}/${file}`;

/**
 * Stores `file` as account `accountId`'s logo and answers the account. Errors: 403 (99) unless
 * `actor` is its admin; 400 BAD_REQUEST without a file or over 1 MiB; 400/4502 when the bytes
 * are not a PNG or JPEG.
 */
export async function setAccountLogo(db: Db, storage: FileStorage, actor: PositionActor, accountId: number, file: UploadedLogo | undefined): Promise<AccountWire> {
  await requireAccountAdmin(db, actor.position, accountId);
  if (!file || file.bytes.length === 0) throw badRequest('file: a PNG or JPEG image is required');
  if (file.truncated || file.bytes.length > logoBytesMax) throw badRequest('file: the logo must be at most 1 MiB');
  const type = logoTypes[sniffFileType(file.bytes)?.mime ?? ''];
  if (!type) throw new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type: the logo must be a PNG or JPEG image');
  const name = `${createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)}.${type.ext}`;
  await storage.put(storageKey(accountId, name), file.bytes);
  const { row, previous } = await db.transaction(async (tx) => {
    const before = await loadAccountRow(tx, accountId, { lock: true });
    const [after] = await tx.update(accounts).set({ logoFile: name }).where(eq(accounts.id, accountId)).returning();
    return { row: after!, previous: before.logoFile };
  });
  if (previous && previous !== name) await storage.delete(storageKey(accountId, previous));
  return accountToWire(row);
}

/** Removes account `accountId`'s logo (guest pages and emails show the company name) and answers the account. Errors: 403 (99). */
export async function removeAccountLogo(db: Db, storage: FileStorage, actor: PositionActor, accountId: number): Promise<AccountWire> {
  await requireAccountAdmin(db, actor.position, accountId);
  const { row, previous } = await db.transaction(async (tx) => {
    const before = await loadAccountRow(tx, accountId, { lock: true });
    const [after] = await tx.update(accounts).set({ logoFile: null }).where(eq(accounts.id, accountId)).returning();
    return { row: after!, previous: before.logoFile };
  });
  if (previous) await storage.delete(storageKey(accountId, previous));
  return accountToWire(row);
}

/** The bytes and type of account `accountId`'s logo when `file` names its current version; else 404. */
export async function readAccountLogo(db: Db, storage: FileStorage, accountId: number, file: string): Promise<{ bytes: Buffer; mime: string }> {
  if (!logoFilePattern.test(file)) throw notFound('Logo not found');
  const [row] = await db.select({ logoFile: accounts.logoFile }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (row?.logoFile !== file) throw notFound('Logo not found');
  const bytes = await storage.get(storageKey(accountId, file));
  if (!bytes) throw notFound('Logo not found');
  return { bytes, mime: mimeOfExt[file.slice(-3)]! };
}
