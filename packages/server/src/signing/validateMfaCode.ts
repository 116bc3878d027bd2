/**
 * POST /agreements/{id}/participants/{pid}/mfa_code_validate (§7: security_code): a right code
 * unlocks the contract for the participant (GET then returns its content). Wrong or expired:
 * 400 with 4109.
 */
import { mfaCodeValidateSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { checkCode, consumeCode } from './verificationCodes.js';

/** Validates the code; returns the agreement as the participant now sees it. Errors: 400/4109, 401, 403, 404. */
export async function validateMfaCode(db: Db, request: FastifyRequest, agreementId: number, participantId: number, body: unknown, actor: EventActor): Promise<ServerAgreementWire> {
  const input = parseOrThrow(mfaCodeValidateSchema, body);
  const { participant } = actingParticipant(request, await loadAgreement(db, agreementId), participantId);
  const codeId = await checkCode(db, participant.id, 'mfa', input.security_code);
  return db.transaction(async (tx) => {
    await consumeCode(tx, codeId);
    await tx.update(participants).set({ mfaValidatedAt: new Date() }).where(eq(participants.id, participant.id));
    const loaded = await loadAgreement(tx, agreementId);
    await recordEvent(tx, {
      agreementId,
      type: 'mfa_validated',
      actor: { ...actor, participantId: participant.id },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
    });
    const { viewer } = actingParticipant(request, loaded, participantId);
    return agreementToWire(loaded, viewer);
  });
}
