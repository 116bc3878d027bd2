/**
 * POST /agreements/{id}/participants/{pid}/mfa_code_validate (§7: security_code): a right code
 * unlocks the contract for the participant (GET then returns its content). Wrong or expired:
 * 400 with 4109.
 */
import type { mfaCodeValidateSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { checkCode, consumeCode } from './verificationCodes.js';

/**
 * Validates the code `actor` received for participant `participantId` (`input` parsed by core
 * mfaCodeValidateSchema); returns the agreement as the participant now sees it.
 * Errors: 400/4109, 403, 404.
 */
export async function validateMfaCode(db: Db, actor: Actor, agreementId: number, participantId: number, input: z.output<typeof mfaCodeValidateSchema>): Promise<AgreementAnswer> {
  const loaded = await loadAgreement(db, agreementId);
  const { participant } = actingParticipant(actor, loaded, participantId);
  // Checked outside the transaction: a wrong guess is counted even though the call fails.
  const codeId = await checkCode(db, participant.id, 'mfa', input.security_code);
  return db.transaction(async (tx) => {
    await consumeCode(tx, codeId);
    const [validated] = await tx.update(participants).set({ mfaValidatedAt: new Date() }).where(eq(participants.id, participant.id)).returning();
    const now = { ...loaded, participants: loaded.participants.map((p) => (p.id === participant.id ? validated! : p)) };
    await recordEvent(tx, {
      agreementId,
      type: 'mfa_validated',
      actor: { ...actor.origin, participantId: participant.id },
      documentHash: documentHash(agreementContent(now.agreement, now.participants, now.parties)),
    });
    return agreementAnswer(tx, actor, now);
  });
}
