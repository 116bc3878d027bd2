/**
 * The reminder job (§3 Internal reminder): sends every due, unsent reminder to its recipients.
 *
 * Exactly once, across restarts and several server processes: each batch runs in one
 * transaction that locks due rows with FOR UPDATE SKIP LOCKED (a second process skips them),
 * writes the outbox emails and sets sent_at together; a crash before commit leaves the rows
 * unsent for the next run, a commit marks them sent for good. SMTP delivery happens after
 * commit, like every other email of the outbox pattern. Reminders of trashed or purged
 * agreements are marked sent without an email. Reminders of an account that has turned the
 * reminders extension off (§3 features map) wait, unsent, until it is turned on again.
 */
import { loadServerTexts, textsFor } from '../i18n/serverTexts.js';
import { accountFeatureDefaults } from '@inkflow/core';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, agreements, collections, positions } from '../db/schema.js';
import { delayedEvents } from '../db/schema-documents.js';
import { escapeHtml } from '../email/escapeHtml.js';
import { queueEmail, type Mailer, type OutgoingEmail } from '../email/Mailer.js';

/** Accounts whose reminders extension is on: the stored value, else the default (core accountFeatureDefaults). */
const remindersOn = sql`coalesce((${accounts.features} -> 'reminders' ->> 'enabled')::int, ${accountFeatureDefaults.reminders}) = 1`;

/** Sends up to `batch` due reminders; returns how many reminders were marked sent. */
export async function sendDueReminders(db: Db, mailer: Mailer, options: { now?: Date; origin?: string; batch?: number } = {}): Promise<number> {
  await loadServerTexts();
  const now = options.now ?? new Date();
  const outgoing: OutgoingEmail[] = [];
  const sent = await db.transaction(async (tx) => {
    const due = (
      await tx
        .select({ reminder: delayedEvents })
        .from(delayedEvents)
        .innerJoin(agreements, eq(agreements.id, delayedEvents.agreementId))
        .innerJoin(collections, eq(collections.id, agreements.collectionId))
        .innerJoin(accounts, eq(accounts.id, collections.accountId))
        .where(and(isNull(delayedEvents.sentAt), lte(delayedEvents.dateTime, now), remindersOn))
        .orderBy(asc(delayedEvents.dateTime))
        .limit(options.batch ?? 50)
        .for('update', { of: delayedEvents, skipLocked: true })
    ).map((row) => row.reminder);
    for (const reminder of due) {
      const [agreement] = await tx
        .select({ id: agreements.id, name: agreements.name, deletedAt: agreements.deletedAt, purgedAt: agreements.purgedAt })
        .from(agreements)
        .where(eq(agreements.id, reminder.agreementId));
      if (agreement && !agreement.deletedAt && !agreement.purgedAt && reminder.toPositions.length) {
        const recipients = await tx.select({ email: positions.email, language: positions.language }).from(positions).where(inArray(positions.id, reminder.toPositions));
        const link = options.origin ? `${options.origin}/documents/${agreement.id}` : `/documents/${agreement.id}`;
        for (const { email, language } of recipients) {
          // Each colleague reads the "Contract:" line in their own language (§1).
          const contract = textsFor(language)('reminder.contract', { name: agreement.name });
          const text = `${reminder.message}\n\n${contract}\n${link}\n`;
          const html = `<p>${escapeHtml(reminder.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(contract)}</a></p>`;
          const mail = { to: email, subject: reminder.subject, text, html };
          await queueEmail(tx, mail);
          outgoing.push(mail);
        }
      }
      await tx.update(delayedEvents).set({ sentAt: now }).where(eq(delayedEvents.id, reminder.id));
    }
    return due.length;
  });
  for (const mail of outgoing) await mailer.deliver(mail).catch(() => undefined);
  return sent;
}
