/**
 * saveAgreementVersion for a caller that already holds the agreement's row lock and knows its
 * content: the new version is computed from `loaded` as the caller changed it (no reload), and
 * stored with the same compare-and-set on the old checksum (§5 4002). One UPDATE … RETURNING.
 * The flow calls (sign, approve, decline) use it so one request loads its agreement once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { agreementContent, computeChecksum, documentHash, type AgreementRow } from './agreementContent.js';
import type { LoadedAgreement } from './loadAgreement.js';
import { staleChecksum } from './saveAgreementVersion.js';

type Patch = Partial<Pick<AgreementRow, 'state' | 'publishedAt' | 'subject' | 'message'>>;

/**
 * Saves the next version of `loaded` (locked by the caller's transaction `tx`, its participants
 * and parties already reflecting every change `tx` made) with `patch` applied, made by
 * `editorName` (the acting participant's or position's display name). Returns the
 * agreement as now stored and the document hash of the new content. Throws 409/4002 when the
 * stored checksum is not `loaded`'s.
 */
export async function saveLoadedVersion(tx: Db, loaded: LoadedAgreement, patch: Patch, editorName: string | null): Promise<{ loaded: LoadedAgreement; documentHash: string }> {
  const current = loaded.agreement;
  const version = current.version + 1;
  const content = agreementContent({ ...current, ...patch, version }, loaded.participants, loaded.parties);
  const checksum = computeChecksum(content, version);
  const [row] = await tx
    .update(agreements)
    .set({ ...patch, version, checksum, updated: new Date(), updatedByName: editorName })
    .where(and(eq(agreements.id, current.id), eq(agreements.checksum, current.checksum)))
    .returning();
  if (!row) throw staleChecksum();
  return { loaded: { ...loaded, agreement: row }, documentHash: documentHash(content) };
}
