/** DELETE /positions/{id}/mfa/ (§7: password): turns two-step login off (401 1013 wrong password). */
import { mfaDisableSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positionMfa } from '../db/schema-accounts.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { mfaSettingsWire, type MfaSettingsWire } from './mfaSettingsWire.js';
import { requirePassword } from './requirePassword.js';

/** Disables MFA and forgets its channels; resolves the (now empty) settings. */
export async function disableMfa(db: Db, positionId: number, body: unknown): Promise<MfaSettingsWire> {
  const { password } = parseOrThrow(mfaDisableSchema, body);
  await requirePassword(db, positionId, password);
  await db.delete(positionMfa).where(eq(positionMfa.positionId, positionId));
  return mfaSettingsWire(db, positionId);
}
