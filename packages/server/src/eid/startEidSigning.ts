/**
 * POST /agreements/{id}/participants/{pid}/eid/start (body `{ checksum }`): begins an
 * eID signature. Checks the signing rules, stores state, nonce and the PKCE verifier bound to
 * the participant (10 minutes), and returns `{ url }`, the broker's authorization URL with the
 * sign method's acr_values, where the browser goes next.
 */
import { ApiErrorCode, StringErrorCode, isEidSignMethod, type eidStartSchema } from '@inkflow/core';
import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { eidTransactions } from '../db/schema-signing.js';
import type { Actor } from '../http/actor.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { requireMaySign } from '../signing/signAgreement.js';
import type { EidBroker } from './EidBroker.js';

/** Lifetime of an eID transaction, in milliseconds. */
export const eidTransactionMs = 10 * 60_000;

/**
 * Starts the transaction for `actor`'s participant `participantId` (`input` parsed by core
 * eidStartSchema); `redirectUri` is the callback registered at the broker; a failed discovery is
 * logged to `log`. Returns `{ url }`. Errors: as signing (4003, 4005, 4009, 4002...),
 * 409 START_FAILED without a broker (this deployment offers no eID: a state of the service, not a fault), 502 START_FAILED when the broker cannot be reached.
 */
export async function startEidSigning(
  db: Db,
  broker: EidBroker | undefined,
  actor: Actor,
  agreementId: number,
  participantId: number,
  input: z.output<typeof eidStartSchema>,
  redirectUri: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ url: string }> {
  if (!broker) throw new ApiHttpError(409, StringErrorCode.StartFailed, 'Electronic ID signing is not configured');
  const loaded = await loadAgreement(db, agreementId);
  const { participant, viewer } = actingParticipant(actor, loaded, participantId);
  if (!isEidSignMethod(participant.signMethod)) throw new ApiHttpError(409, ApiErrorCode.SignMethodNotAllowed, 'Access method does not allow the used sign method');
  await requireMaySign(db, loaded, participant, viewer, participant.signMethod, input.checksum);

  let configuration: oidc.Configuration;
  try {
    configuration = await broker.configuration();
  } catch (error) {
    log.error({ err: error }, 'eID broker discovery failed');
    throw new ApiHttpError(502, StringErrorCode.StartFailed, 'The electronic ID service could not be reached');
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const acr = broker.options.acrValues[participant.signMethod];
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(acr ? { acr_values: acr } : {}),
  });
  await db.insert(eidTransactions).values({
    state,
    nonce,
    codeVerifier,
    agreementId,
    participantId: participant.id,
    signMethod: participant.signMethod,
    checksum: input.checksum,
    returnPath: '/eid/return',
    expiresAt: new Date(Date.now() + eidTransactionMs),
  });
  return { url: url.href };
}
