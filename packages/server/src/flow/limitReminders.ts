/**
 * The reminder limit (docs/documents-api.md "Rate limits"): at most `rules.remind` reminders per
 * participant (default 3 an hour), whoever sends them, counted in the shared rate-limit store.
 */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { RateLimiter } from '../rateLimits/RateLimiter.js';

/**
 * Counts one reminder for the participant, or throws 429 TOO_MANY_REQUESTS ("Too many reminders
 * for this participant, try again in {wait}", Retry-After). Checks first that the caller may
 * remind on the agreement (403 99, 404) so that nobody else can use up the participant's
 * allowance. Runs before remindParticipant's transaction: the database store cannot count
 * inside a PGlite transaction.
 */
export async function limitReminders(db: Db, position: SessionPosition, agreementId: number, participantId: number, rateLimiter: RateLimiter): Promise<void> {
  const loaded = await loadAgreement(db, agreementId);
  await requirePermission(db, position, agreementTarget(loaded), Permission.Update);
  if (!loaded.participants.some((p) => p.id === participantId && p.enabled)) throw notFound('Participant not found');
  await rateLimiter.enforce(`remind:participant:${participantId}`, rateLimiter.rules.remind, 'Too many reminders for this participant');
}
