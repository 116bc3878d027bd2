/**
 * POST /positions/login_mfa_code_request (§7): sends a fresh login code to the position's MFA
 * channel. Only a browser that passed the password step may ask — it holds the `inkflow_mfa`
 * challenge cookie — so knowing a position id is not enough to flood someone with codes.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AccountContext } from '../accounts/AccountContext.js';
import { issueSecurityCode } from '../auth/securityCodes.js';
import { sha256Hex } from '../auth/tokens.js';
import { positions } from '../db/schema.js';
import { mfaChallenges } from '../db/schema-accounts.js';
import { deliverSecurityCode } from './deliverSecurityCode.js';
import { loadMfa } from './loadMfa.js';
import { loginChannel } from './loginChannel.js';
import { invalidCredentials } from './login.js';
import { maskChannelData } from './maskChannelData.js';

/** Name of the HttpOnly cookie holding the MFA challenge. */
export const mfaCookieName = 'inkflow_mfa';

/**
 * Issues and sends a login code to `positionId`, given the browser's challenge token (its
 * `inkflow_mfa` cookie); returns the masked channel. 401 1000 without a valid challenge.
 */
export async function requestLoginMfaCode(ctx: AccountContext, positionId: number, challengeToken: string | undefined): Promise<{ channel: string; channel_data: string }> {
  if (!challengeToken) throw invalidCredentials();
  await ctx.db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date()));
  const [challenge] = await ctx.db
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, sha256Hex(challengeToken)), eq(mfaChallenges.positionId, positionId), gt(mfaChallenges.expiresAt, new Date())))
    .limit(1);
  const [position] = await ctx.db.select({ email: positions.email }).from(positions).where(eq(positions.id, positionId)).limit(1);
  const target = position ? loginChannel(await loadMfa(ctx.db, positionId), position.email) : undefined;
  if (!challenge || !target) throw invalidCredentials();
  const { channel, channelData } = target;
  const queued = await ctx.db.transaction(async (tx) => deliverSecurityCode(tx, channel, channelData, await issueSecurityCode(tx, positionId, 'login'), positionId, ctx.origin));
  await ctx.deliver(queued.emails);
  await ctx.deliverSms(queued.sms);
  return { channel, channel_data: maskChannelData(channel, channelData) };
}
