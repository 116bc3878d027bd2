/**
 * Content rules checked on every signature (§5, §8): 4998 "The contract is not ready" while a
 * box is still being processed, 4007 "Please fill in all required fields" for required boxes
 * (config.required) and required data fields without a value.
 *
 * Emptiness follows §5 through core's isBoxEmpty (see below).
 * 4204 (active suggestions): the caller reads the agreement's suggestions (with their parent
 * ids) and `requireNoActiveSuggestions` decides.
 */
import { ApiErrorCode, BoxType, boxInputSchema, isBoxEmpty as isKnownBoxEmpty, isBoxHidden, mayFillFormBox } from '@inkflow/core';
import type { AgreementRow } from '../agreements/agreementContent.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

type Json = Record<string, unknown>;
const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === false || v === 0 || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function hasText(nodes: unknown): boolean {
  if (!Array.isArray(nodes)) return false;
  return nodes.some((n) => {
    const node = n as Json;
    return (typeof node.text === 'string' && node.text.trim() !== '') || hasText(node.children);
  });
}

/**
 * True when a box counts as empty under §5. Boxes of the shapes core knows (every type saved
 * through PUT /agreements/{id}) follow core's one rule, `isBoxEmpty` of boxSchemas.ts, which also
 * reads required form inputs' data fields; anything else falls back to the generic rule: a box
 * with no data is empty.
 */
export function isBoxEmpty(box: { type: number; content?: unknown; store?: unknown }, data: readonly unknown[] = []): boolean {
  const known = boxInputSchema.safeParse(box);
  if (known.success) return isKnownBoxEmpty(known.data, data);
  const content = (box.content ?? {}) as Json;
  const store = (box.store ?? {}) as Json;
  if (box.type === BoxType.Text) return !hasText(content.nodes);
  return isBlank(content.data) && isBlank(store.data) && isBlank(content.value) && isBlank(store.value) && isBlank(content.nodes);
}

/** Who is signing: the participant, and whether anyone signed before (first-signatory inputs are theirs only while nobody has). */
export interface Signer {
  participantId: number;
  anySignature: boolean;
}

/**
 * Throws 409/4998 while any box is still processing, 400/4007 when a required box or data field
 * is empty. With `signer`, form sections assigned to someone else (core mayFillFormBox) are not
 * required of this signer: they fill only their own inputs, and first-signatory ones when they
 * sign first.
 */
export function requireSignableContent(agreement: Pick<AgreementRow, 'boxes' | 'data'>, signer?: Signer): void {
  const boxes = (Array.isArray(agreement.boxes) ? agreement.boxes : []) as Json[];
  if (boxes.some((b) => (b.config as Json | undefined)?.processing === true || (b.store as Json | undefined)?.processing === true)) {
    throw new ApiHttpError(409, ApiErrorCode.NotReady, 'The contract is not ready');
  }
  const data = Array.isArray(agreement.data) ? agreement.data : [];
  const othersForm = (b: Json) => b.type === BoxType.FormInput && signer !== undefined && !mayFillFormBox(b, signer.participantId, signer.anySignature);
  // A hidden section (core isBoxHidden) is never shown, so it cannot be required of anyone.
  const notRequired = (b: Json) => isBoxHidden(b, data) || othersForm(b);
  const emptyBox = boxes.some((b) => !notRequired(b) && (b.config as Json | undefined)?.required === true && isBoxEmpty(b as { type: number }, data));
  // A required data field whose only form inputs sit in hidden sections, or in sections someone
  // else fills, cannot be filled in by this signer.
  const inputKeys = (b: Json) => ((b.content as Json).inputs as Json[]).map((i) => i.data_field_key);
  const formBoxes = boxes.filter((b) => b.type === BoxType.FormInput && Array.isArray((b.content as Json | undefined)?.inputs));
  const shownKeys = new Set(formBoxes.filter((b) => !notRequired(b)).flatMap(inputKeys));
  const hiddenKeys = new Set(formBoxes.filter(notRequired).flatMap(inputKeys));
  const fields = data as Json[];
  const emptyField = fields.some((f) => {
    const value = (f.value ?? {}) as Json;
    if (hiddenKeys.has(value.key) && !shownKeys.has(value.key)) return false;
    return value.required === true && isBlank(value.value);
  });
  if (emptyBox || emptyField) throw new ApiHttpError(400, ApiErrorCode.RequiredFieldsEmpty, 'Please fill in all required fields');
}

/**
 * Throws 409/4204 "Active suggestions must be resolved before signing" when any suggestion
 * thread (message type 4, no parent) is still active (not resolved, accepted, rejected or
 * deleted). Replies in a suggestion thread take its type but are discussion, never a change, so
 * they never block; a detached suggestion (its text edited away) still does until rejected.
 */
export function requireNoActiveSuggestions(
  messages: readonly { type: number; status?: string | null; config?: { status?: string } | null; parentId?: number | null }[],
): void {
  const active = messages.some((m) => m.type === 4 && (m.parentId ?? null) === null && !m.status && m.config?.status !== 'resolved');
  if (active) throw new ApiHttpError(409, ApiErrorCode.ActiveSuggestions, 'Active suggestions must be resolved before signing');
}
