/** The check shared by updating and deleting a reminder: it exists, is unsent, and the caller may manage reminders on its agreement. */
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { delayedEvents } from '../db/schema-documents.js';
import { badRequest, notFound } from '../http/ApiHttpError.js';
import { agreementTarget, type AccessTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Returns the locked row and its target. Errors: 404, 403 (99), 400 (already sent). */
export async function loadDelayedEventForChange(
  tx: Db,
  position: SessionPosition,
  id: number,
): Promise<{ row: typeof delayedEvents.$inferSelect; target: AccessTarget }> {
  const [row] = await tx.select().from(delayedEvents).where(eq(delayedEvents.id, id)).limit(1).for('update');
  if (!row) throw notFound('Reminder not found');
  const target = agreementTarget(await loadAgreementTarget(tx, row.agreementId));
  await requirePermission(tx, position, target, Permission.DelayedEventCreate);
  if (row.sentAt !== null) throw badRequest('The reminder has already been sent');
  return { row, target };
}
