/**
 * §5: a participant's email or phone number must be unique among the agreement's (enabled)
 * participants (4101). Checked under the agreement's row lock; a partial unique index backs the
 * email half in the database.
 */
import { ApiErrorCode } from '@inkflow/core';
import { ApiHttpError } from '../http/ApiHttpError.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';

/** 409 with 4101. */
export const duplicateParticipant = () =>
  new ApiHttpError(409, ApiErrorCode.DuplicateParticipant, 'A person with that phone number or email already exists in the contract');

/** Throws 409/4101 when another enabled participant has `email` (case-insensitive). */
export function requireUniqueEmail(people: ParticipantRow[], email: string, exceptId?: number): void {
  requireUniqueContact(people, { email, phoneNumber: null }, exceptId);
}

/** Throws 409/4101 when another enabled participant has the email (case-insensitive) or the phone number. */
export function requireUniqueContact(people: ParticipantRow[], contact: { email: string; phoneNumber: string | null }, exceptId?: number): void {
  const wanted = contact.email.toLowerCase();
  const clash = people.some(
    (p) => p.enabled && p.id !== exceptId && (p.email.toLowerCase() === wanted || (contact.phoneNumber !== null && p.phoneNumber === contact.phoneNumber)),
  );
  if (clash) throw duplicateParticipant();
}
