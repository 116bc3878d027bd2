/**
 * Writes a new version of an agreement: applies `patch`, bumps the version, recomputes the
 * checksum over the agreement's current content (participants included) and stores it with a
 * compare-and-set on the old checksum, so two writers based on the same version cannot both win
 * (§5 4002), with the name of whoever made it (`updated_by_name`, read by the editor's stale-save
 * dialog). Comments and suggestions follow the text they are about (messages/reanchorMessages.ts).
 * Call inside the transaction that made the other changes, after them.
 */
import { and, eq } from 'drizzle-orm';
import { ApiErrorCode } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { agreementContent, computeChecksum, documentHash, type AgreementRow } from './agreementContent.js';
import { loadAgreement, type LoadedAgreement } from './loadAgreement.js';
import { reanchorMessages } from '../messages/reanchorMessages.js';

/** 409 with 4002: the change was based on an older version (§8). */
export const staleChecksum = () =>
  new ApiHttpError(409, ApiErrorCode.StaleChecksum, 'The contract version is not up to date, refresh');

type Patch = Partial<Pick<AgreementRow, 'name' | 'state' | 'boxes' | 'boxOrder' | 'data' | 'config' | 'subject' | 'message' | 'language' | 'publishedAt' | 'deletedAt'>>;

/**
 * Saves the new version based on `basedOnChecksum`, made by `editorName` (the actor's display
 * name at save time: editorNameOf; null when the system made it, e.g. the expiry sweep); returns
 * the reloaded agreement and the document hash of the new content. Throws 409/4002 when the
 * stored checksum moved on.
 */
export async function saveAgreementVersion(
  tx: Db,
  current: AgreementRow,
  basedOnChecksum: string,
  patch: Patch,
  editorName: string | null,
): Promise<{ loaded: LoadedAgreement; documentHash: string }> {
  const fresh = await loadAgreement(tx, current.id);
  const next: AgreementRow = { ...fresh.agreement, ...patch, version: fresh.agreement.version + 1 };
  const content = agreementContent(next, fresh.participants, fresh.parties);
  const checksum = computeChecksum(content, next.version);
  const updated = await tx
    .update(agreements)
    .set({ ...patch, version: next.version, checksum, updated: new Date(), updatedByName: editorName })
    .where(and(eq(agreements.id, current.id), eq(agreements.checksum, basedOnChecksum)))
    .returning({ id: agreements.id });
  if (updated.length === 0) throw staleChecksum();
  if (patch.boxes !== undefined) await reanchorMessages(tx, current.id, fresh.agreement.boxes, patch.boxes);
  const loaded = await loadAgreement(tx, current.id);
  return { loaded, documentHash: documentHash(content) };
}
