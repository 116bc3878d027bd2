/**
 * §5 4002 for flow calls: the checksum must be the agreement's current one — or, once sent, a
 * checksum the agreement has had since its content last changed. After publishing the owner can
 * no longer edit (requireEditable), so most later versions differ only in who has signed or
 * approved; refusing those would make two signers who opened the contract together fail each
 * other. The one content change after publishing is a guest filling inputs (an `inputs_filled`
 * event): a checksum from before the newest such event shows values the signer has not seen,
 * so it is stale. Every flow event after publishing records its version's checksum.
 */
import { AgreementState } from '@inkflow/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents } from '../db/schema.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { staleChecksum } from '../agreements/saveAgreementVersion.js';

/** Throws 409/4002 unless `checksum` is acceptable for signing `loaded`. */
export async function requireCurrentVersion(tx: Db, loaded: LoadedAgreement, checksum: string): Promise<void> {
  const { agreement } = loaded;
  if (checksum === agreement.checksum) return;
  if (agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template) throw staleChecksum();
  const ofAgreement = eq(agreementEvents.agreementId, agreement.id);
  const [seen] = await tx
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(ofAgreement, sql`${agreementEvents.payload}->>'checksum' = ${checksum}`))
    .orderBy(desc(agreementEvents.id))
    .limit(1);
  if (!seen) throw staleChecksum();
  const [lastFill] = await tx
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(ofAgreement, eq(agreementEvents.type, 'inputs_filled')))
    .orderBy(desc(agreementEvents.id))
    .limit(1);
  if (lastFill && seen.id < lastFill.id) throw staleChecksum();
}
