/**
 * Who hears about an agreement (My settings notification choices): its owner — the position
 * that sent it (the `published` event), else the one that created it — and the colleagues taking
 * part in it (participants with a position), each only while they keep the email turned on.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents, positions } from '../db/schema.js';

/** A position to email, with the language its email is written in. */
export interface NotificationRecipient {
  positionId: number;
  email: string;
  fullname: string;
  language: string;
}

/** Which choice of My settings the email answers to. */
export type NotificationChoice = 'agreementSigned' | 'commentPosted';

const choiceColumn = { agreementSigned: positions.notifyAgreementSigned, commentPosted: positions.notifyCommentPosted } as const;

/**
 * The owner and the colleague participants of `loaded` (enabled ones) who keep `choice` on,
 * except `excludePositionId` (whoever caused the email). One statement.
 */
export async function notificationRecipients(tx: Db, loaded: LoadedAgreement, choice: NotificationChoice, excludePositionId: number | null): Promise<NotificationRecipient[]> {
  const colleagueIds = [...new Set(loaded.participants.filter((p) => p.enabled && p.positionId !== null).map((p) => p.positionId!))];
  // The sender, else the creator: the newest `published` event's position, else the `created` one's.
  const owner = sql`(SELECT ${agreementEvents.positionId} FROM ${agreementEvents} WHERE ${agreementEvents.agreementId} = ${loaded.agreement.id} AND ${agreementEvents.type} IN ('published', 'created') AND ${agreementEvents.positionId} IS NOT NULL ORDER BY (${agreementEvents.type} = 'published') DESC, ${agreementEvents.id} DESC LIMIT 1)`;
  const who: SQL[] = [eq(positions.id, owner)];
  if (colleagueIds.length > 0) who.push(inArray(positions.id, colleagueIds));
  const rows = await tx
    .select({ positionId: positions.id, email: positions.email, fullname: positions.fullname, language: positions.language })
    .from(positions)
    .where(and(or(...who), eq(positions.accountId, loaded.accountId), eq(choiceColumn[choice], true)))
    .orderBy(positions.id);
  return rows.filter((row) => row.positionId !== excludePositionId);
}
