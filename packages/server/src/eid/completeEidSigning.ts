/**
 * GET /api/eid/callback: the broker returns the browser here with `code` and `state`
 * (or `error`). The transaction is looked up by `state` and spent at once (single use), the
 * code exchanged with PKCE, and the ID token's nonce checked (openid-client); the national ID
 * claim must equal the participant's ssn (4111). Then the signature is recorded like any other.
 *
 * The answer is always a redirect to the app's return route `/eid/return` with either
 * `eid=signed&agreement={id}` or `eid_error={§8 code}`: the browser is mid-navigation, so an
 * error body would be a dead end. The guest token never passes through the broker; the app
 * remembers where to go back to.
 */
import { ApiErrorCode, StringErrorCode } from '@inkflow/core';
import * as oidc from 'openid-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { eidTransactions } from '../db/schema-signing.js';
import { ApiHttpError, notFound } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { signAsParticipant, type SigningContext } from '../signing/signAgreement.js';
import type { EidBroker } from './EidBroker.js';
import { outcomeOfAuthorizationError } from './eidOutcome.js';

/** Where the app's return route lives. */
export const eidReturnPath = '/eid/return';

const normaliseId = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[^A-Za-z0-9]/g, '').toUpperCase() : '');

/** The national ID of the claims, by the configured claim names in order. */
export function nationalIdOf(claims: Record<string, unknown>, names: readonly string[]): string {
  for (const name of names) {
    const value = normaliseId(claims[name]);
    if (value) return value;
  }
  return '';
}

type Transaction = typeof eidTransactions.$inferSelect;

/**
 * Handles the callback with the broker's `query` (the authorization response); `context.actor` is
 * where the browser called from (audit trail), `log` takes exchange and signing failures.
 * Returns the location to redirect to. Never throws for broker or signing outcomes.
 */
export async function completeEidSigning(
  db: Db,
  broker: EidBroker | undefined,
  query: Record<string, unknown>,
  redirectUri: string,
  context: SigningContext,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<string> {
  const fail = (code: string | number) => `${eidReturnPath}?eid_error=${encodeURIComponent(String(code))}`;
  const state = typeof query.state === 'string' ? query.state : '';
  if (!broker || !state) return fail(StringErrorCode.EidClientError);

  // Spend the transaction first: a replayed callback finds nothing.
  const [tx] = await db
    .update(eidTransactions)
    .set({ completed: true })
    .where(and(eq(eidTransactions.state, state), eq(eidTransactions.completed, false)))
    .returning();
  if (!tx) return fail(StringErrorCode.EidClientError);
  const outcome = async (code: string | number, detail?: unknown): Promise<string> => {
    await record(db, tx, String(code), context.actor, detail);
    return fail(code);
  };
  if (tx.expiresAt <= new Date()) return outcome(StringErrorCode.ExpiredTransaction);
  if (typeof query.error === 'string') return outcome(outcomeOfAuthorizationError(query.error), query.error);

  let claims: Record<string, unknown>;
  try {
    const configuration = await broker.configuration();
    const callbackUrl = new URL(redirectUri);
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: tx.codeVerifier,
      expectedState: tx.state,
      expectedNonce: tx.nonce,
      idTokenExpected: true,
    });
    claims = { ...(tokens.claims() ?? {}) };
    if (!nationalIdOf(claims, broker.options.nationalIdClaims) && tokens.access_token) {
      // Some brokers put the national ID only in userinfo.
      Object.assign(claims, await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub)));
    }
  } catch (error) {
    log.warn({ err: error }, 'eID code exchange failed');
    if (error instanceof oidc.AuthorizationResponseError) return outcome(outcomeOfAuthorizationError(error.error), error.error);
    return outcome(StringErrorCode.EidCollectError);
  }

  // A broker that answers with another method than the one asked for (acr) did not verify what we need.
  const wantedAcr = broker.options.acrValues[tx.signMethod];
  if (wantedAcr && typeof claims.acr === 'string' && claims.acr !== wantedAcr) return outcome(StringErrorCode.EidClientError, 'acr mismatch');

  const loaded = await loadAgreement(db, tx.agreementId);
  const participant = loaded.participants.find((p) => p.id === tx.participantId);
  const expected = normaliseId(participant?.ssn);
  const got = nationalIdOf(claims, broker.options.nationalIdClaims);
  if (!participant || !expected || expected !== got) return outcome(ApiErrorCode.PersonalIdMismatch);

  try {
    // A concluding signature queues the seal job in the signing transaction.
    await signAsParticipant(
      db,
      {
        agreementId: tx.agreementId,
        // The broker verified who signs: the transaction's participant, answered as a guest.
        acting: (locked) => {
          const signer = locked.participants.find((p) => p.id === tx.participantId);
          if (!signer) throw notFound('Participant not found');
          return { participant: signer, viewer: { kind: 'guest', participantId: signer.id }, positionId: null };
        },
        signMethod: tx.signMethod,
        checksum: tx.checksum,
        eid: { issuer: broker.options.issuer, sub: claims.sub ?? null, acr: claims.acr ?? null, name: claims.name ?? null },
      },
      context,
    );
  } catch (error) {
    if (error instanceof ApiHttpError) return outcome(error.apiErrorCode);
    log.error({ err: error }, 'eID signature failed');
    return outcome(StringErrorCode.EidSignError);
  }
  await db.update(eidTransactions).set({ outcome: 'signed' }).where(eq(eidTransactions.id, tx.id));
  return `${eidReturnPath}?eid=signed&agreement=${tx.agreementId}`;
}

/** Stores the outcome on the transaction and a failure event in the audit trail. */
async function record(db: Db, tx: Transaction, code: string, actor: EventActor, detail: unknown): Promise<void> {
  await db.update(eidTransactions).set({ outcome: code }).where(eq(eidTransactions.id, tx.id));
  const loaded = await loadAgreement(db, tx.agreementId).catch(() => undefined);
  if (!loaded) return;
  await recordEvent(db, {
    agreementId: tx.agreementId,
    type: 'eid_failed',
    actor: { ...actor, participantId: tx.participantId },
    documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
    payload: { code, detail: typeof detail === 'string' ? detail : null },
  });
}
