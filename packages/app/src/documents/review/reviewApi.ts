/**
 * The AI review call (§7 GET /ext/ai_review/workspaces/{id}/agreements/?ids[]=…, §3 Agreement
 * `review`) for one agreement, on the typed client. Rejects with core's ApiError (6001 while the
 * account has AI review off).
 */
import type { AgreementReviewWire } from '@inkflow/core';
import { api } from '../../session/services.js';

/** The review of agreement `agreementId` in workspace `workspaceId`, or null when the caller may not read it. */
export async function loadReview(workspaceId: number, agreementId: number): Promise<AgreementReviewWire | null> {
  const answer = await api.call('GET /ext/ai_review/workspaces/:id/agreements/', { params: { id: workspaceId }, query: { ids: [agreementId] } });
  return answer.collection.find((review) => review.agreement_id === agreementId) ?? null;
}
