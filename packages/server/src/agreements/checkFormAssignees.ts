/**
 * The assignees of form sections (§3 Box type 12 `config.assignee`, core formInputAssignment.ts)
 * saved through PUT /agreements/{id}: a `{ participant_id }` must name an enabled signatory of
 * this agreement, since only signatories fill inputs; `'first_signatory'` needs no check. A copy
 * made without the participants (from a template) drops participant assignees.
 */
import { BoxTypeCode, ParticipantRole, firstSignatoryAssignee, formInputAssignee } from '@inkflow/core';
import { badRequest } from '../http/ApiHttpError.js';
import type { ParticipantRow } from './agreementContent.js';

/** Throws 400 BAD_REQUEST naming the first form box whose assignee is not an enabled signatory of the agreement. */
export function checkFormAssignees(boxes: readonly { type: number; config?: unknown }[], people: readonly ParticipantRow[]): void {
  const signatories = new Set(people.filter((p) => p.enabled && p.type === ParticipantRole.Signatory).map((p) => p.id));
  boxes.forEach((box, index) => {
    if (box.type !== BoxTypeCode.FormInput) return;
    const assignee = formInputAssignee(box);
    if (assignee !== firstSignatoryAssignee && !signatories.has(assignee.participant_id)) {
      throw badRequest(`boxes.${index}.config.assignee: participant ${assignee.participant_id} is not a signatory of this contract`);
    }
  });
}

/**
 * `boxes` for a copy without the source's participants (a contract from a template): form
 * sections assigned to a participant become first-signatory sections, since that participant
 * does not exist in the copy; everything else is returned as is.
 */
export function withoutParticipantAssignees<B>(boxes: B): B {
  if (!Array.isArray(boxes)) return boxes;
  return boxes.map((box: { type?: unknown; config?: unknown }) =>
    box.type === BoxTypeCode.FormInput && formInputAssignee(box) !== firstSignatoryAssignee
      ? { ...box, config: { ...(box.config as Record<string, unknown>), assignee: firstSignatoryAssignee } }
      : box,
  ) as B;
}
