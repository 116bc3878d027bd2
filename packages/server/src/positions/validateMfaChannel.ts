/**
 * POST /positions/{id}/mfa/channel_validate (§7: security_code): proves the pending channel and
 * turns two-step login on with it. A wrong, used or expired code is 400 1008.
 */
import { ApiErrorCode } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { consumeSecurityCode } from '../auth/securityCodes.js';
import type { Db } from '../db/openDatabase.js';
import { positionMfa } from '../db/schema-accounts.js';
import { ApiHttpError, badRequest } from '../http/ApiHttpError.js';
import { loadMfa } from './loadMfa.js';
import { mfaSettingsWire, type MfaSettingsWire } from './mfaSettingsWire.js';

/** Validates the pending channel; resolves the settings (enabled, validated). */
export async function validateMfaChannel(db: Db, positionId: number, code: string): Promise<MfaSettingsWire> {
  const mfa = await loadMfa(db, positionId);
  if (!mfa.pendingChannel) throw badRequest('No two-step authentication channel is waiting for validation');
  if (!(await consumeSecurityCode(db, positionId, 'channel', code))) throw new ApiHttpError(400, ApiErrorCode.InvalidSecurityCode, 'Invalid security code');
  await db
    .update(positionMfa)
    .set({ enabled: true, channel: mfa.pendingChannel, channelData: mfa.pendingChannelData, pendingChannel: null, pendingChannelData: null, updated: new Date() })
    .where(eq(positionMfa.positionId, positionId));
  return mfaSettingsWire(db, positionId);
}
