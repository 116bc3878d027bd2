/**
 * PUT /agreements/{id} with a guest token (§7 "optional guest token", §6 "Guests use a guest
 * token on ... save"): a counterparty fills the contract's form inputs (§3 Box type 12) before
 * signing, so a required input the owner left empty (§5, 4007) no longer makes it unsignable.
 *
 * The guest sends `{ checksum, data }`, `data` being the agreement's data as loaded with edited
 * values. Only `value.value` of data fields bound to a form input of a form box visible with the
 * stored or the sent values, and assigned to this guest (core mayFillFormBox: their own sections,
 * and first-signatory sections while nobody has signed), may differ; everything else must be as
 * stored. The stored data with those values applied is saved, and an `inputs_filled` event records
 * who changed which fields, with the content hash after the change: the later changes the audit
 * certificate lists for signers who signed before.
 */
import { ApiErrorCode, BoxType, ParticipantRole, isBoxHidden, isSignable, mayFillFormBox, type AgreementState as State, type updateAgreementSchema } from '@inkflow/core';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { accessDenied, badRequest, stateConflict } from '../http/ApiHttpError.js';
import type { GuestActor } from '../http/actor.js';
import { mfaPending } from '../participants/participantExtraWire.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent } from './recordEvent.js';
import { hasSignature } from './requireEditable.js';
import { saveAgreementVersion, staleChecksum } from './saveAgreementVersion.js';
import { signedContentHash, signedContentOf } from './signedContent.js';

type Json = Record<string, unknown>;

/** The longest text a form input takes (§3 data field values hold at most 10,000 characters). */
export const guestTextMax = 10_000;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why `value` does not fit a form input of `type`, or undefined when it does. Null and '' clear
 * any input; a checkbox takes true/false/0/1; a number a finite number (or its decimal text); a
 * date YYYY-MM-DD; an email address; text up to 10,000 characters.
 */
export function formValueProblem(type: string, value: unknown): string | undefined {
  if (value === null || value === '') return undefined;
  switch (type) {
    case 'checkbox':
      return typeof value === 'boolean' || value === 0 || value === 1 ? undefined : 'a checkbox takes true, false, 0 or 1';
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'not a finite number';
      return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? undefined : 'not a number';
    case 'date': {
      const m = typeof value === 'string' ? isoDate.exec(value) : null;
      const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
      return d && d.getUTCMonth() === +m![2]! - 1 && d.getUTCDate() === +m![3]! ? undefined : 'a date is YYYY-MM-DD';
    }
    case 'email':
      return typeof value === 'string' && value.length <= 254 && email.test(value) ? undefined : 'not an email address';
    default:
      return typeof value === 'string' && value.length <= guestTextMax ? undefined : `text of at most ${guestTextMax} characters`;
  }
}

/**
 * The form input type of each data field participant `participantId` may fill: bound to an input
 * of a form box visible (§3 visibility rule) with `data` and assigned to them (mayFillFormBox).
 */
function fillableFields(boxes: readonly Json[], data: readonly unknown[], participantId: number, anySignature: boolean): Map<string, string> {
  const types = new Map<string, string>();
  for (const box of boxes) {
    const inputs = (box.content as Json | undefined)?.inputs;
    if (box.type !== BoxType.FormInput || !Array.isArray(inputs) || !mayFillFormBox(box, participantId, anySignature)) continue;
    if (isBoxHidden(box, data)) continue;
    for (const input of inputs as Json[]) {
      if (typeof input.data_field_key === 'string' && !types.has(input.data_field_key)) types.set(input.data_field_key, String(input.type ?? 'text'));
    }
  }
  return types;
}

/** A data field item's key, or undefined for other items. */
const fieldKey = (item: unknown): string | undefined => {
  const i = item as Json | null;
  const value = i?.value as Json | undefined;
  return i?.key === 'data_field' && typeof value?.key === 'string' ? value.key : undefined;
};

/**
 * Saves the guest's form values as a new version (`input` parsed by the route's
 * updateAgreementSchema); returns the agreement as that guest sees it (agreementAnswer).
 * Errors: 400 BAD_REQUEST (no data, a value that does not fit its input type); 403/99 (keys
 * other than checksum and data, token of another agreement, not a signatory, security code
 * pending, or any change besides fillable values — an input assigned to another participant, or
 * a first-signatory input once someone has signed, included; nothing is saved); 409/4003 (not pending, or
 * the participant signed or declined); 409/4002 (stale checksum).
 */
export async function updateAgreementAsGuest(db: Db, actor: GuestActor, id: number, input: z.output<typeof updateAgreementSchema>): Promise<AgreementAnswer> {
  const { guest } = actor;
  if (guest.agreementId !== id) throw accessDenied('This link does not give access to the contract');
  const extra = Object.entries(input)
    .filter(([k, v]) => k !== 'checksum' && k !== 'data' && v !== undefined)
    .map(([k]) => k);
  // 403 like any write a guest link does not grant (the guest-token contract of signing.test.ts).
  if (extra.length > 0) throw accessDenied(`A guest may only send checksum and data; not allowed: ${extra.join(', ')}`);
  const { checksum, data } = input;
  if (data === undefined) throw badRequest('data: an array is required');

  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    const participant = loaded.participants.find((p) => p.id === guest.participantId);
    if (!participant || !participant.enabled || participant.type !== ParticipantRole.Signatory) throw accessDenied('This participant does not sign the contract');
    if (mfaPending(participant)) throw accessDenied('Enter the security code sent to you first');
    // Same rule as signing (§5): only a pending agreement, before this signatory signed or declined.
    if (!isSignable(loaded.agreement.state as State) || participant.signedAt || participant.declinedAt) {
      throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow signing, reload');
    }
    if (loaded.agreement.checksum !== checksum) throw staleChecksum();

    const stored = (Array.isArray(loaded.agreement.data) ? loaded.agreement.data : []) as unknown[];
    const boxes = (Array.isArray(loaded.agreement.boxes) ? loaded.agreement.boxes : []) as Json[];
    // Visible with the stored values, or with the sent ones (a checkbox the guest ticks may reveal
    // a section, as the guest's view shows it); either way only form-bound values can change.
    const anySignature = hasSignature(loaded);
    const fillable = new Map([...fillableFields(boxes, data, participant.id, anySignature), ...fillableFields(boxes, stored, participant.id, anySignature)]);
    const filled: { key: string; name: string | null }[] = [];
    if (data.length !== stored.length) throw accessDenied();
    let changed = false;
    const next = stored.map((old, index) => {
      const sent = data[index];
      const key = fieldKey(old);
      const type = key === undefined ? undefined : fillable.get(key);
      if (type === undefined) {
        if (!isDeepStrictEqual(sent, old)) throw accessDenied();
        return old;
      }
      // Everything but value.value must be as stored.
      const oldItem = old as { key: string; value: Json };
      const sentItem = sent as { key?: unknown; value?: Json } | null;
      const { value: newValue, ...sentRest } = (sentItem?.value ?? {}) as Json;
      const { value: oldValue, ...oldRest } = oldItem.value;
      if (sentItem?.key !== 'data_field' || !isDeepStrictEqual(sentRest, oldRest)) throw accessDenied();
      const problem = formValueProblem(type, newValue ?? null);
      if (problem) throw badRequest(`data.${index}.value.value (${key}): ${problem}`);
      if (isDeepStrictEqual(newValue ?? null, oldValue ?? null)) return old;
      changed = true;
      filled.push({ key: key!, name: typeof oldItem.value.name === 'string' ? oldItem.value.name : null });
      return { ...oldItem, value: { ...oldItem.value, value: newValue ?? null } };
    });
    if (!changed) return agreementAnswer(tx, actor, loaded);
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, checksum, { data: next }, participant.fullname);
    await recordEvent(tx, {
      agreementId: id,
      type: 'inputs_filled',
      actor: { ...actor.origin, participantId: participant.id },
      documentHash: signedContentHash(await signedContentOf(tx, saved.agreement)),
      payload: { fields: filled, checksum: saved.agreement.checksum },
    });
    return agreementAnswer(tx, actor, saved);
  });
}
