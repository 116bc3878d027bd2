/**
 * POST /positions/{id}/mfa/ (§7: channel, channel_data, password): chooses a two-step channel.
 * The password confirms it is the user (401 1013). email and sms become pending and get a code
 * that POST .../channel_validate must echo, so a typo in the address cannot lock the user out;
 * personal_identification (only with the account feature personalIdentificationMfa, §3; 403 6001
 * while it is off) has no code to prove and is enabled at once.
 */
import { emailSchema, phoneField, type mfaSettingsSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { AccountContext } from '../accounts/AccountContext.js';
import { requireFeature } from '../accounts/requireFeature.js';
import { issueSecurityCode } from '../auth/securityCodes.js';
import { positionMfa } from '../db/schema-accounts.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import { deliverSecurityCode } from './deliverSecurityCode.js';
import { mfaSettingsWire, type MfaSettingsWire } from './mfaSettingsWire.js';
import { requirePassword } from './requirePassword.js';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';

/** Sets the pending channel and sends its code; resolves the new settings. */
export async function setMfaChannel(ctx: AccountContext, { position: caller }: PositionActor, input: z.output<typeof mfaSettingsSchema>): Promise<MfaSettingsWire> {
  await requirePassword(ctx.db, caller.positionId, input.password);
  let channelData: string;
  if (input.channel === 'email') {
    channelData = parseOrThrow(emailSchema, input.channel_data || caller.email);
  } else if (input.channel === 'sms') {
    const phone = parseOrThrow(phoneField('Phone number'), input.channel_data ?? '');
    if (!phone) throw badRequest('channel_data: Phone number is required');
    channelData = phone;
  } else {
    // An extension of the account (§3 personalIdentificationMfa): 403 6001 while it is off.
    await requireFeature(ctx.db, caller.accountId, 'personalIdentificationMfa');
    if (!input.channel_data) throw badRequest('channel_data: Personal ID is required');
    channelData = input.channel_data;
  }
  const immediate = input.channel === 'personal_identification';
  const queued = await ctx.db.transaction(async (tx) => {
    const values = immediate
      ? { enabled: true, channel: input.channel, channelData, pendingChannel: null, pendingChannelData: null, updated: new Date() }
      : { pendingChannel: input.channel, pendingChannelData: channelData, updated: new Date() };
    await tx
      .insert(positionMfa)
      .values({ positionId: caller.positionId, ...values })
      .onConflictDoUpdate({ target: positionMfa.positionId, set: values });
    if (immediate) return { emails: [], sms: [] };
    return deliverSecurityCode(tx, input.channel, channelData, await issueSecurityCode(tx, caller.positionId, 'channel'), caller.positionId);
  });
  await ctx.deliver(queued.emails);
  await ctx.deliverSms(queued.sms);
  return mfaSettingsWire(ctx.db, caller.positionId);
}

/** POST /positions/{id}/mfa/code_request: a new code for the pending channel (400 when none is pending). */
export async function requestMfaChannelCode(ctx: AccountContext, { position: caller }: PositionActor): Promise<{ channel: string; channel_data: string }> {
  const [mfa] = await ctx.db.select().from(positionMfa).where(eq(positionMfa.positionId, caller.positionId)).limit(1);
  if (!mfa?.pendingChannel || !mfa.pendingChannelData) throw badRequest('No two-step authentication channel is waiting for validation');
  const { pendingChannel: channel, pendingChannelData: data } = mfa;
  const queued = await ctx.db.transaction(async (tx) => deliverSecurityCode(tx, channel, data, await issueSecurityCode(tx, caller.positionId, 'channel'), caller.positionId));
  await ctx.deliver(queued.emails);
  await ctx.deliverSms(queued.sms);
  return { channel, channel_data: data };
}
