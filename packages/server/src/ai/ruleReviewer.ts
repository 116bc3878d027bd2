/**
 * The built-in ContractReviewer: deterministic rules over one agreement version, no network.
 *
 * - `no_signatory` (high): a contract (not a template) with no enabled signatory (§3 role 1).
 * - `duration_end_before_start` (high): a duration section (§3 type 2) whose end date is not after
 *   its start date (§5 4013; saves refuse it, imports may still carry it).
 * - `required_input_empty` (medium): a required form input whose data field is empty (§5, core
 *   emptyRequiredInputs), one per input.
 * - `party_details_missing` (medium): a company party without an organisation number or country.
 * - `data_field_unfilled` (low): a data field placed in a text section whose value is empty.
 * - `no_expiry_date` (low): a contract with neither an expiry date nor config.expireDateDays.
 *
 * Sections hidden by their visibility rule (core isBoxHidden) are not read. Findings are sorted
 * by severity, then in document order.
 */
import {
  AgreementState,
  BoxType,
  ParticipantRole,
  dataFieldPlacements,
  dataFieldValues,
  emptyRequiredInputs,
  isBoxHidden,
  isDataFieldEmpty,
  orderedBoxes,
  type ReviewSeverity,
} from '@inkflow/core';
import type { ContractReviewer, ReviewFinding, ReviewSubject } from './ContractReviewer.js';

type StoredBox = { id: number; type: number; content?: Record<string, unknown>; config?: Record<string, unknown> };

const rank: Record<ReviewSeverity, number> = { high: 0, medium: 1, low: 2 };

/** The findings of the rules above for `subject`. Pure. */
export function reviewByRules({ agreement, participants, parties }: ReviewSubject): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  const data = Array.isArray(agreement.data) ? (agreement.data as unknown[]) : [];
  const fields = dataFieldValues(data);
  const template = agreement.state === AgreementState.Template;
  const boxes = orderedBoxes(Array.isArray(agreement.boxes) ? (agreement.boxes as StoredBox[]) : [], Array.isArray(agreement.boxOrder) ? (agreement.boxOrder as number[]) : []).filter(
    (box) => !isBoxHidden(box, data),
  );

  if (!template && !participants.some((p) => p.enabled && p.type === ParticipantRole.Signatory)) {
    findings.push({ code: 'no_signatory', severity: 'high', boxId: null, subject: null });
  }
  const unfilled = new Set<string>();
  for (const box of boxes) {
    const content = box.content ?? {};
    if (box.type === BoxType.Duration) {
      const start = content.start_date;
      const end = content.end_date;
      if (typeof start === 'string' && typeof end === 'string' && end <= start) findings.push({ code: 'duration_end_before_start', severity: 'high', boxId: box.id, subject: null });
    } else if (box.type === BoxType.FormInput) {
      for (const input of emptyRequiredInputs(box, data)) {
        const label = (input as { label?: unknown }).label;
        const name = typeof label === 'string' && label.trim() ? label.trim() : (fields.get(input.data_field_key)?.name ?? input.data_field_key);
        findings.push({ code: 'required_input_empty', severity: 'medium', boxId: box.id, subject: name });
      }
    } else if (box.type === BoxType.Text && Array.isArray(content.nodes)) {
      for (const { key } of dataFieldPlacements(content.nodes)) {
        const field = fields.get(key);
        if (unfilled.has(key) || (field && !isDataFieldEmpty(field))) continue;
        unfilled.add(key);
        findings.push({ code: 'data_field_unfilled', severity: 'low', boxId: box.id, subject: field?.name ?? key });
      }
    }
  }
  for (const party of parties) {
    if (party.enabled && !party.individual && (!party.orgnr?.trim() || !party.country)) {
      findings.push({ code: 'party_details_missing', severity: 'medium', boxId: null, subject: party.name });
    }
  }
  const expireDays = (agreement.config as { expireDateDays?: unknown } | null)?.expireDateDays;
  if (!template && agreement.expireDate === null && !(typeof expireDays === 'number' && expireDays > 0)) {
    findings.push({ code: 'no_expiry_date', severity: 'low', boxId: null, subject: null });
  }
  // Stable sort: within a severity, the order above (document order).
  return findings.sort((a, b) => rank[a.severity] - rank[b.severity]);
}

/** The default reviewer: reviewByRules, named `rules`. */
export const ruleReviewer: ContractReviewer = {
  name: 'rules',
  review: async (subject) => reviewByRules(subject),
};
