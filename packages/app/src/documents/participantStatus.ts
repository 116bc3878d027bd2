import type { Participant } from '@inkflow/core';

/** The i18n key of a participant's status (`sign:status.*`): signed, declined, else awaiting signature. */
export function participantStatusKey(participant: Pick<Participant, 'signedAt' | 'declinedAt'>): string {
  if (participant.signedAt) return 'sign:status.signed';
  if (participant.declinedAt) return 'sign:status.declined';
  return 'sign:status.pending';
}
