/**
 * The AI review extension's reviewer (§1 "AI review exists as an extension", §3 Agreement
 * `review`): what reads one version of an agreement and answers findings with a severity. The
 * server's default is the deterministic rule reviewer (ruleReviewer.ts: no network, same input
 * gives the same findings); a model-backed reviewer plugs in through CreateServerOptions
 * `contractReviewer` with the same shape.
 */
import type { ReviewFindingCode, ReviewSeverity } from '@inkflow/core';
import type { AgreementRow, ParticipantRow, PartyRow } from '../agreements/agreementContent.js';

/** One finding: what, how serious, and where (a section) or about whom (a party, data field or input, by name). */
export interface ReviewFinding {
  code: ReviewFindingCode;
  severity: ReviewSeverity;
  boxId: number | null;
  subject: string | null;
}

/** What a reviewer reads: the agreement version (boxes, data, config, expiry), its participants and its parties. */
export interface ReviewSubject {
  agreement: Pick<AgreementRow, 'id' | 'name' | 'state' | 'boxes' | 'boxOrder' | 'data' | 'config' | 'expireDate'>;
  participants: readonly ParticipantRow[];
  parties: readonly PartyRow[];
}

/** Reviews agreements. `name` is stored with each review (AgreementReviewWire `reviewer`). */
export interface ContractReviewer {
  readonly name: string;
  /** The findings of `subject`, most severe first. Must not write anything. */
  review(subject: ReviewSubject): Promise<ReviewFinding[]>;
}
