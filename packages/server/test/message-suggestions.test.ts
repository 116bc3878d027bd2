/**
 * The comment and suggestion lifecycle (§3, §4 Saving): accepting a suggestion applies its
 * change as a new version (new checksum, the accepter as editor, a `suggestion_accepted` audit
 * event, push events after commit); nothing is accepted once someone signed (409/4999) or when
 * the text is gone (409/4002); saves carry comments and suggestions along with their text and
 * detach them when it is deleted; reopening and deleting follow their rules.
 */
import { and, asc, eq } from 'drizzle-orm';
import { textBoxPlainText, type AgreementWire, type MessageListWire, type MessageWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { messages, pushEvents } from '../src/db/schema-messages.js';
import { agreementEvents } from '../src/db/schema.js';
import { agreementWithText, commentOn, sectionText, suggest, textSection } from './helpers/messageFixtures.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

const textOf = (a: AgreementWire, boxId: number) => textBoxPlainText((a.boxes.find((b) => b.id === boxId)!.content as { nodes: unknown[] }).nodes);
const current = async (id: number) => (await f.owner.get(`/api/agreements/${id}`)).json() as AgreementWire;
const rowOf = async (id: number) => (await f.server.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const denied = (message: string) => ({ status_code: 403, api_error_code: 99, message });

describe('accepting a suggestion', () => {
  it('applies the change as a new version with an audit event, and publishes the update and the save', async () => {
    const { a, boxId, guest } = await agreementWithText(f, { 'acc@example.com': 1 });
    const signer = guest('acc@example.com');
    const suggestion = (await signer.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June'))).json() as MessageWire;
    const comment = (await signer.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'And the end?', 35, 43))).json() as MessageWire;

    const accepted = await f.owner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: suggestion.id, status: 'accepted' });

    const after = await current(a.id);
    expect(textOf(after, boxId)).toBe('The term starts in June and ends in December.');
    expect(after.checksum).not.toBe(a.checksum);
    expect(after.updated_by).toEqual(expect.any(String));
    const [event] = await f.server.db
      .select()
      .from(agreementEvents)
      .where(and(eq(agreementEvents.agreementId, a.id), eq(agreementEvents.type, 'suggestion_accepted')));
    expect(event!.payload).toEqual({ message_id: suggestion.id, box_id: boxId, deleted: 'May', inserted: 'June' });
    // The other comment moved with its text; nothing else changed status.
    expect((await rowOf(comment.id)).commentScope).toMatchObject({ start: 36, end: 44, quote: 'December' });
    expect((await rowOf(comment.id)).status).toBeNull();

    const published = await f.server.db.select().from(pushEvents).where(eq(pushEvents.agreementId, a.id)).orderBy(asc(pushEvents.seq));
    const types = published.map((p) => p.event.type);
    expect(types.slice(-3)).toEqual(['message.created', 'message.updated', 'agreement.saved']);
    expect(published.at(-1)!.event).toMatchObject({ checksum: after.checksum, by_name: after.updated_by });
    expect(published.at(-2)!.event).toMatchObject({ message: { id: suggestion.id, status: 'accepted' } });

    // Settled suggestions are settled once.
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { status: 'rejected' })).json()).toMatchObject({ status_code: 400 });
  });

  it('refuses to accept once anyone has signed (409/4999), and when the text is gone (409/4002)', async () => {
    const { a, boxId, guest, pid } = await agreementWithText(f, { 'first@example.com': 1, 'second@example.com': 1 });
    const signed = await guest('first@example.com').post(`/api/agreements/${a.id}/participants/${pid('first@example.com')}/sign`, { checksum: a.checksum, sign_method: 0 });
    expect(signed.statusCode, signed.body).toBe(200);
    const late = (await guest('second@example.com').post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June'))).json() as MessageWire;
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${late.id}`, { status: 'accepted' })).json()).toEqual({ status_code: 409, api_error_code: 4999, message: 'Document is locked' });
    expect((await rowOf(late.id)).status).toBeNull();
    // Rejecting stays possible.
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${late.id}`, { status: 'rejected' })).statusCode).toBe(200);

    const draft = await agreementWithText(f, {}, { publish: false });
    const stale = (await f.owner.post(`/api/agreements/${draft.a.id}/messages/`, suggest(draft.boxId, 'May', 'June'))).json() as MessageWire;
    const saved = await f.owner.put(`/api/agreements/${draft.a.id}`, { checksum: draft.a.checksum, boxes: [{ id: draft.boxId, ...textSection('A different text entirely.') }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await f.owner.put(`/api/agreements/${draft.a.id}/messages/${stale.id}`, { status: 'accepted' })).json()).toMatchObject({ status_code: 409, api_error_code: 4002 });
    expect((await rowOf(stale.id)).status).toBeNull();
  });
});

describe('saving keeps comments and suggestions on their text', () => {
  it('moves anchors with their text, detaches them when it is deleted, and clears settled suggestions', async () => {
    const { a, boxId } = await agreementWithText(f, {}, { publish: false });
    const post = async (body: Record<string, unknown>) => ((await f.owner.post(`/api/agreements/${a.id}/messages/`, body)).json() as MessageWire).id;
    const onMay = await post(commentOn(boxId, 'May?', 19, 22));
    const onTerm = await post(commentOn(boxId, 'Term?', 4, 8));
    const whole = await post(commentOn(boxId, 'The whole section'));
    const active = await post(suggest(boxId, 'December', 'November'));
    const activeGone = await post(suggest(boxId, 'term', 'period'));
    const rejected = await post(suggest(boxId, 'starts', 'begins'));
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${rejected}`, { status: 'rejected' })).statusCode).toBe(200);

    const text = 'Our contract starts in May and ends in December.';
    const saved = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ id: boxId, ...textSection(text) }] });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await rowOf(onMay)).commentScope).toEqual({ box_id: boxId, start: 23, end: 26, quote: 'May', prefix: 'Our contract starts in ', suffix: ' and ends in December.' });
    expect((await rowOf(onTerm)).commentScope).toMatchObject({ start: 4, end: 8, quote: 'term', detached: true });
    expect((await rowOf(whole)).commentScope).toEqual({ box_id: boxId });
    expect((await rowOf(active)).suggestion).toMatchObject({ start: text.indexOf('December'), end: text.indexOf('December') + 8, deleted: 'December' });
    expect((await rowOf(active)).suggestion).not.toHaveProperty('detached');
    expect((await rowOf(activeGone)).suggestion).toMatchObject({ deleted: 'term', detached: true });
    expect((await rowOf(activeGone)).status).toBeNull();
    expect((await rowOf(rejected)).suggestion).toMatchObject({ detached: true });

    // The moved suggestion still applies where its text now is.
    expect((await f.owner.put(`/api/agreements/${a.id}/messages/${active}`, { status: 'accepted' })).statusCode).toBe(200);
    expect(textOf(await current(a.id), boxId)).toBe('Our contract starts in May and ends in November.');
    expect(sectionText).not.toBe(text);
  });
});

describe('saving without a section', () => {
  it('detaches the comments on a removed section and leaves the others alone', async () => {
    const { a, boxId } = await agreementWithText(f, {}, { publish: false });
    const two = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, boxes: [{ id: boxId, ...textSection(sectionText) }, textSection('Annex text.')] });
    expect(two.statusCode, two.body).toBe(200);
    const annexId = (two.json() as AgreementWire).boxes[1]!.id;
    const onAnnex = ((await f.owner.post(`/api/agreements/${a.id}/messages/`, commentOn(annexId, 'Drop the annex?'))).json() as MessageWire).id;
    const onMain = ((await f.owner.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Fine'))).json() as MessageWire).id;
    const one = await f.owner.put(`/api/agreements/${a.id}`, { checksum: (two.json() as AgreementWire).checksum, boxes: [{ id: boxId, ...textSection(sectionText) }] });
    expect(one.statusCode, one.body).toBe(200);
    expect((await rowOf(onAnnex)).commentScope).toEqual({ box_id: annexId, detached: true });
    expect((await rowOf(onMain)).commentScope).toEqual({ box_id: boxId });
  });
});

describe('reopening and deleting', () => {
  it('lets the author or the sender side reopen, and only the author delete', async () => {
    const { a, boxId, guest } = await agreementWithText(f, { 'reopen.a@example.com': 1, 'reopen.b@example.com': 1 });
    const author = guest('reopen.a@example.com');
    const other = guest('reopen.b@example.com');
    const comment = (await author.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Hmm'))).json() as MessageWire;
    const path = `/api/agreements/${a.id}/messages/${comment.id}`;
    expect((await author.put(path, { config: { status: 'resolved' } })).statusCode).toBe(200);
    expect((await other.put(path, { config: { status: null } })).json()).toEqual(denied('Only the author or the sender side can reopen this'));
    const reopened = await f.owner.put(path, { config: { status: null } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((reopened.json() as MessageWire).config).toEqual({});
    const active = (await (await f.owner.get(`/api/agreements/${a.id}/messages/?status=active`)).json()) as MessageListWire;
    expect(active.collection.map((m) => m.id)).toContain(comment.id);

    expect((await other.put(path, { status: 'deleted' })).json()).toEqual(denied('You can delete only your own messages'));
    expect((await f.owner.put(path, { status: 'deleted' })).json()).toEqual(denied('You can delete only your own messages'));
    expect((await author.put(path, { status: 'deleted' })).statusCode).toBe(200);
    expect((await author.put(path, { config: { status: 'resolved' } })).statusCode).toBe(404);
  });
});
