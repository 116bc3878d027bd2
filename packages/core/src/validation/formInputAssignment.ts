/**
 * Who fills a form section (§3 Box type 12): each form box is assigned, in `config.assignee`, to
 * one participant (`{ participant_id }`) or to "the first signatory who signs"
 * (`'first_signatory'`). A box without an assignee counts as `'first_signatory'`, so contracts
 * saved before assignments existed keep one owner per input.
 *
 * The rule, shared by the server (guest saves, 4007 on signing) and the viewers (which inputs a
 * guest may edit): a signatory fills only the inputs assigned to them, and only before their own
 * signature; first-signatory inputs are open to every signatory until the first signature exists,
 * which locks them to that signer for good. Kept free of zod (the embed's viewers use it).
 */

/** The first signatory who signs fills the section. */
export const firstSignatoryAssignee = 'first_signatory';

/** `config.assignee` of a form box: a participant of the agreement, or the first signatory to sign. */
export type FormInputAssignee = { participant_id: number } | typeof firstSignatoryAssignee;

/** The box's assignee as stored, `'first_signatory'` when absent or unreadable. */
export function formInputAssignee(box: { config?: unknown }): FormInputAssignee {
  const assignee = (box.config as { assignee?: unknown } | null | undefined)?.assignee;
  const id = (assignee as { participant_id?: unknown } | null | undefined)?.participant_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { participant_id: id } : firstSignatoryAssignee;
}

/**
 * Whether signatory `participantId` may fill the inputs of form `box` now, given whether any
 * signatory of the agreement has already signed (`anySignature`). Callers check separately that
 * the participant is an enabled signatory who has not signed or declined.
 */
export function mayFillFormBox(box: { config?: unknown }, participantId: number, anySignature: boolean): boolean {
  const assignee = formInputAssignee(box);
  return assignee === firstSignatoryAssignee ? !anySignature : assignee.participant_id === participantId;
}
