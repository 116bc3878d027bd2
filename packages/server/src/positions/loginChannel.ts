/**
 * Where a login's security code goes. personal_identification (§3, behind the account feature
 * personalIdentificationMfa) needs an eID step that does not exist yet; rather than lock such
 * users out, their login codes go to the login email until it does.
 */
import type { PositionMfaRow } from './loadMfa.js';

/** The channel and address of the login code, or undefined when MFA is off. */
export function loginChannel(mfa: PositionMfaRow, loginEmail: string): { channel: string; channelData: string } | undefined {
  if (!mfa.enabled || !mfa.channel) return undefined;
  if (mfa.channel === 'personal_identification') return { channel: 'email', channelData: loginEmail };
  return mfa.channelData ? { channel: mfa.channel, channelData: mfa.channelData } : undefined;
}
