/**
 * A guest's first look at an agreement (the `agreement.viewed` webhook event): the first time a
 * participant opens the agreement through their guest link — past the security code when they
 * have one — while a webhook of the account listens to `agreement.viewed`,
 * `participants.viewed_at` is stamped and the event queued, in one transaction. Later opens
 * change nothing and cost nothing (the loaded participant already carries viewed_at).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';
import type { LoadedAgreement } from './loadAgreement.js';

/** Stamps the participant's first view and queues `agreement.viewed`; a second call (or a racing one) does nothing. */
export async function recordFirstView(db: Db, webhooks: WebhookEvents, loaded: LoadedAgreement, participantId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [seen] = await tx
      .update(participants)
      .set({ viewedAt: new Date() })
      .where(and(eq(participants.id, participantId), isNull(participants.viewedAt)))
      .returning();
    if (seen) await webhooks.queue(tx, { type: 'agreement.viewed', accountId: loaded.accountId, agreement: loaded.agreement, participant: seen });
  });
}
