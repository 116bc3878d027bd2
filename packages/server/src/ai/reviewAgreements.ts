/**
 * GET /ext/ai_review/workspaces/{id}/agreements/?ids[]=… (§7, §3 Agreement `review`): the review
 * of each asked agreement that lies in the workspace and that the caller may review
 * (agreement:ai_review:view, §6); the others are left out of the answer. A version is reviewed
 * once: the review is stored on the agreement with the checksum it read, and answered again until
 * the agreement changes. The route lets the call through only with the account feature aiReview
 * (accounts/requireFeature.ts, 6001).
 */
import type { AgreementReviewWire } from '@inkflow/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, participants, parties, type StoredReview } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { loadCollection } from '../collections/loadCollection.js';
import { Permission } from '../permissions/permissionNames.js';
import { permissionsOf } from '../permissions/permissionsOf.js';
import type { ContractReviewer } from './ContractReviewer.js';

/** A stored review on the wire. */
export function reviewToWire(agreementId: number, review: StoredReview): AgreementReviewWire {
  return {
    agreement_id: agreementId,
    state: 'reviewed',
    checksum: review.checksum,
    reviewed_at: review.reviewedAt,
    reviewer: review.reviewer,
    findings: review.findings.map((f) => ({ code: f.code as AgreementReviewWire['findings'][number]['code'], severity: f.severity as AgreementReviewWire['findings'][number]['severity'], box_id: f.boxId, subject: f.subject })),
  };
}

/**
 * Answers `{ collection, count }`: the reviews of `ids` in workspace `workspaceId`, in the order
 * asked. Errors: 404 (no such workspace), 403 99 (a workspace of another account).
 */
export async function reviewAgreements(db: Db, reviewer: ContractReviewer, { position }: PositionActor, workspaceId: number, ids: readonly number[]): Promise<{ collection: AgreementReviewWire[]; count: number }> {
  const workspace = await loadCollection(db, workspaceId);
  if (workspace.accountId !== position.accountId) throw accessDenied();
  const rows = await db
    .select()
    .from(agreements)
    .where(and(inArray(agreements.id, [...new Set(ids)]), eq(agreements.collectionId, workspaceId), isNull(agreements.deletedAt)));
  const readable = [];
  for (const row of rows) {
    const granted = await permissionsOf(db, position, { ...workspace.target, agreementId: row.id });
    if (granted.has(Permission.AiReviewView)) readable.push(row);
  }
  const stale = readable.filter((row) => row.review?.checksum !== row.checksum || row.review.reviewer !== reviewer.name);
  const [people, partyRows] =
    stale.length > 0
      ? await Promise.all([
          db.select().from(participants).where(inArray(participants.agreementId, stale.map((r) => r.id))),
          db.select().from(parties).where(inArray(parties.agreementId, stale.map((r) => r.id))),
        ])
      : [[], []];
  const reviews = new Map<number, StoredReview>(readable.filter((row) => !stale.includes(row)).map((row) => [row.id, row.review!]));
  for (const row of stale) {
    const findings = await reviewer.review({ agreement: row, participants: people.filter((p) => p.agreementId === row.id), parties: partyRows.filter((p) => p.agreementId === row.id) });
    const review: StoredReview = { checksum: row.checksum, reviewedAt: new Date().toISOString(), reviewer: reviewer.name, findings };
    // Stored only while the version is still the one reviewed: a save in between keeps its own (newer) state.
    await db
      .update(agreements)
      .set({ review })
      .where(and(eq(agreements.id, row.id), eq(agreements.checksum, row.checksum)));
    reviews.set(row.id, review);
  }
  const collection = [...new Set(ids)].flatMap((id) => (reviews.has(id) ? [reviewToWire(id, reviews.get(id)!)] : []));
  return { collection, count: collection.length };
}
