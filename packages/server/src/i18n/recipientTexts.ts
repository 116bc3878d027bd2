/**
 * The language of a message's recipient (§1): a user gets their position's language, a
 * counterparty the agreement's (null means English). See serverTexts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { loadServerTexts, textsFor, type Translate } from './serverTexts.js';

/** The texts in position `positionId`'s language (English when it has none or vanished). */
export async function positionTexts(db: Db, positionId: number): Promise<Translate> {
  await loadServerTexts();
  const [row] = await db.select({ language: positions.language }).from(positions).where(eq(positions.id, positionId)).limit(1);
  return textsFor(row?.language);
}

