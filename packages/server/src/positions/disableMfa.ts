/** DELETE /positions/{id}/mfa/ (§7: password): turns two-step login off (401 1013 wrong password). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positionMfa } from '../db/schema-accounts.js';
import { mfaSettingsWire, type MfaSettingsWire } from './mfaSettingsWire.js';
import { requirePassword } from './requirePassword.js';

/** Disables MFA and forgets its channels; resolves the (now empty) settings. */
export async function disableMfa(db: Db, positionId: number, password: string): Promise<MfaSettingsWire> {
  await requirePassword(db, positionId, password);
  await db.delete(positionMfa).where(eq(positionMfa.positionId, positionId));
  return mfaSettingsWire(db, positionId);
}
