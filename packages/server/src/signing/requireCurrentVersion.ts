/**
 * §5 4002 for flow calls: the checksum must be the agreement's current one — or, once sent,
 * any checksum the agreement has had since it was published. After publishing the content is
 * locked (requireEditable), so later versions differ only in who has signed or approved;
 * refusing those would make two signers who opened the contract together fail each other.
 * Every flow event after publishing records its version's checksum.
 */
import { AgreementState } from '@inkflow/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents } from '../db/schema.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { staleChecksum } from '../agreements/saveAgreementVersion.js';

/** Throws 409/4002 unless `checksum` is acceptable for signing `loaded`. */
export async function requireCurrentVersion(tx: Db, loaded: LoadedAgreement, checksum: string): Promise<void> {
  const { agreement } = loaded;
  if (checksum === agreement.checksum) return;
  if (agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template) throw staleChecksum();
  const [seen] = await tx
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(eq(agreementEvents.agreementId, agreement.id), sql`${agreementEvents.payload}->>'checksum' = ${checksum}`))
    .limit(1);
  if (!seen) throw staleChecksum();
}
