/**
 * Fixtures for the message suites: agreements whose first section is a text section with known
 * text, and well-formed comment and suggestion bodies on it.
 */
import type { AgreementWire } from '@inkflow/core';
import { expect } from 'vitest';
import type { SigningFixture } from './signingFlow.js';

/** The text of the first section of every agreement made here. */
export const sectionText = 'The term starts in May and ends in December.';

/** A text section body with one paragraph per entry of `paragraphs`. */
export const textSection = (...paragraphs: string[]) => ({ type: 10, content: { nodes: paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })) } });

/**
 * A draft whose first section reads `paragraphs` (default: sectionText), with one participant
 * per `people` entry (email -> role type), published unless `publish` is false. Returns the
 * agreement, the text section's id, guest clients and participant ids by email.
 */
export async function agreementWithText(f: SigningFixture, people: Record<string, number>, options: { publish?: boolean; paragraphs?: string[] } = {}) {
  const draft = await f.draft();
  const saved = await f.owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, boxes: [{ id: draft.boxes[0]!.id, ...textSection(...(options.paragraphs ?? [sectionText])) }] });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [email, type] of Object.entries(people)) await f.add(draft.id, { fullname: `Person ${email.split('@')[0]}`, email, type, sign_method: 0 });
  const a = options.publish === false ? ((await f.owner.get(`/api/agreements/${draft.id}`)).json() as AgreementWire) : await f.publish(draft.id);
  const guests: Record<string, ReturnType<SigningFixture['guest']>> = {};
  if (options.publish !== false) for (const email of Object.keys(people)) guests[email] = f.guest((await f.tokenOf(a.id, email))!);
  const pid = (email: string) => a.participants.find((p) => p.email === email)!.id;
  return { a, boxId: draft.boxes[0]!.id, guests, guest: (email: string) => guests[email]!, pid };
}

/** A comment body anchored to [start, end) of the section (no quote sent: the server fills it in). */
export const commentOn = (boxId: number, body: string, start?: number, end?: number) => ({
  type: 3,
  body,
  comment_scope: start === undefined ? { box_id: boxId } : { box_id: boxId, start, end },
});

/** A suggestion replacing `deleted` (found in sectionText) with `inserted`. */
export function suggest(boxId: number, deleted: string, inserted: string, text = sectionText, body = '') {
  const start = text.indexOf(deleted);
  if (start < 0) throw new Error(`${deleted} is not in ${text}`);
  return { type: 4, body, suggestion: { box_id: boxId, start, end: start + deleted.length, deleted, inserted } };
}
