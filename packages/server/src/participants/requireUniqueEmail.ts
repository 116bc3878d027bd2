/**
 * §5: a participant's email must be unique among the agreement's (enabled) participants (4101).
 * Checked under the agreement's row lock; a partial unique index backs it in the database.
 */
import { ApiErrorCode } from '@inkflow/core';
import { ApiHttpError } from '../http/ApiHttpError.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';

/** 409 with 4101. */
export const duplicateParticipant = () =>
  new ApiHttpError(409, ApiErrorCode.DuplicateParticipant, 'A person with that phone number or email already exists in the contract');

/** Throws 409/4101 when another enabled participant has `email` (case-insensitive). */
export function requireUniqueEmail(people: ParticipantRow[], email: string, exceptId?: number): void {
  const wanted = email.toLowerCase();
  if (people.some((p) => p.enabled && p.id !== exceptId && p.email.toLowerCase() === wanted)) throw duplicateParticipant();
}
