/**
 * The wire shape of a position's MFA settings (§3 Position MFA: channel, channelData,
 * channelStatus, enabled, hasCode). While a new channel awaits validation it is the one shown,
 * with `channel_status: "pending"`; the previous channel (if any) stays in force until then.
 */
import type { Db } from '../db/openDatabase.js';
import { hasLiveSecurityCode } from '../auth/securityCodes.js';
import { loadMfa } from './loadMfa.js';
import type { MfaSettingsWire } from '@inkflow/core';

export type { MfaSettingsWire } from '@inkflow/core';

/** Loads the settings of `positionId` as MfaSettingsWire. */
export async function mfaSettingsWire(db: Db, positionId: number): Promise<MfaSettingsWire> {
  const mfa = await loadMfa(db, positionId);
  if (mfa.pendingChannel) {
    return { enabled: mfa.enabled, channel: mfa.pendingChannel, channel_data: mfa.pendingChannelData, channel_status: 'pending', has_code: await hasLiveSecurityCode(db, positionId, 'channel') };
  }
  return { enabled: mfa.enabled, channel: mfa.channel, channel_data: mfa.channelData, channel_status: mfa.enabled ? 'validated' : 'none', has_code: false };
}
