/**
 * What a new message may carry (§3 Message, §2 Collaboration, §7 POST
 * /agreements/{id}/messages/): templates take none; replies take their thread's type; the
 * audience names enabled participants the author may address; `private` only from the sender's
 * side; comments anchored to a section of the agreement (ranges in text sections, quote equal to
 * the text); suggestions that match the text; mentioned participants emailed a link to the
 * message, from the configured origin. Every refusal is 400 and stores nothing.
 */
import { eq } from 'drizzle-orm';
import type { MessageWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema-messages.js';
import { participants, positions } from '../src/db/schema.js';
import { createAgreement } from './helpers/documentFixtures.js';
import { agreementWithText, commentOn, sectionText, suggest } from './helpers/messageFixtures.js';
import { SigningFixture } from './helpers/signingFlow.js';

const origin = 'https://sign.inkflow.example';
const f = SigningFixture.perFile({ expirySweepMs: 0, publicOrigin: origin });

const stored = (agreementId: number) => f.server.db.select().from(messages).where(eq(messages.agreementId, agreementId));
const badRequest = (message: string) => ({ status_code: 400, api_error_code: 'BAD_REQUEST', message });

type Outbox = { collection: { to: string; subject: string; text: string; html: string }[] };
const outboxTo = async (email: string) => ((await f.owner.get('/api/dev/outbox')).json() as Outbox).collection.filter((m) => m.to === email);

describe('where messages may be posted', () => {
  it('refuses every message on a template', async () => {
    const template = await createAgreement(f.owner, { collection_id: f.workspaceId, name: 'Template', state: 6 });
    const refused = await f.owner.post(`/api/agreements/${template.id}/messages/`, { type: 2, body: 'Hello' });
    expect(refused.json()).toEqual(badRequest('You can post messages only in documents'));
    expect(await stored(template.id)).toEqual([]);
  });
});

describe('audience', () => {
  it('refuses unknown, disabled and (from a counterparty) hidden participants, and private messages from counterparties', async () => {
    const { a, guest, pid } = await agreementWithText(f, { 'aud.one@example.com': 1, 'aud.org@example.com': 2 });
    const one = guest('aud.one@example.com');
    const path = `/api/agreements/${a.id}/messages/`;
    expect((await f.owner.post(path, { type: 2, body: 'x', to_participant_ids: [999999] })).json()).toEqual(badRequest('to_participant_ids: 999999 is not a participant of this contract'));
    const organizer = pid('aud.org@example.com');
    expect((await one.post(path, { type: 2, body: 'x', to_participant_ids: [organizer] })).json()).toEqual(badRequest(`to_participant_ids: ${organizer} is not a participant of this contract`));
    expect((await one.post(path, { type: 2, body: 'x', mentioned_participant_ids: [organizer] })).json()).toEqual(badRequest(`mentioned_participant_ids: ${organizer} is not a participant of this contract`));
    expect((await one.post(path, { type: 2, body: 'x', private: true })).json()).toEqual(badRequest('private: Only the sender’s side can post private messages'));
    expect(await stored(a.id)).toEqual([]);
    // The sender's side may address anyone, organizers included, and write privately.
    expect((await f.owner.post(path, { type: 2, body: 'x', to_participant_ids: [organizer], private: true })).statusCode).toBe(201);
    expect((await guest('aud.org@example.com').post(path, { type: 2, body: 'x', private: true })).statusCode).toBe(201);
  });

  it('refuses replies to threads the author cannot read', async () => {
    const { a, guest } = await agreementWithText(f, { 'reply.one@example.com': 1 });
    const secret = (await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Internal', private: true })).json() as MessageWire;
    const refused = await guest('reply.one@example.com').post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Peek', parent_id: secret.id });
    expect(refused.json()).toEqual(badRequest('parent_id: Message not found'));
    const ownerReply = (await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Noted', parent_id: secret.id })).json() as MessageWire;
    expect(ownerReply).toMatchObject({ private: true, parent: { id: secret.id } });
  });
});

describe('comment anchors and suggested changes', () => {
  it('stores a comment range with its quote and context, and refuses anchors that do not fit the agreement', async () => {
    const { a, boxId } = await agreementWithText(f, { 'anchor@example.com': 1 });
    const path = `/api/agreements/${a.id}/messages/`;
    const posted = (await f.owner.post(path, { type: 3, body: 'Why?', comment_scope: { box_id: boxId, start: 19, end: 22, quote: 'May' } })).json() as MessageWire;
    expect(posted.comment_scope).toEqual({ box_id: boxId, start: 19, end: 22, quote: 'May', prefix: 'The term starts in ', suffix: ' and ends in December.' });
    const before = (await stored(a.id)).length;
    expect((await f.owner.post(path, { type: 3, body: 'x' })).json()).toEqual(badRequest('comment_scope: A comment needs the section it is about'));
    expect((await f.owner.post(path, commentOn(999999, 'x'))).json()).toEqual(badRequest('comment_scope: The section is not part of this contract'));
    expect((await f.owner.post(path, commentOn(boxId, 'x', 0, 500))).json()).toEqual(badRequest('comment_scope: The range lies outside the section’s text'));
    expect((await f.owner.post(path, { type: 3, body: 'x', comment_scope: { box_id: boxId, start: 0, end: 3, quote: 'Our' } })).json()).toEqual(
      badRequest('comment_scope: The quote is not the text of the range'),
    );
    expect((await f.owner.post(path, { type: 2, body: 'x', comment_scope: { box_id: boxId } })).json()).toEqual(badRequest('comment_scope: Only comments are anchored to a section'));
    expect((await f.owner.post(path, { ...commentOn(boxId, 'x'), parent_id: posted.id })).json()).toEqual(badRequest('parent_id: A reply carries no anchor or change; it answers its thread'));
    expect(await stored(a.id)).toHaveLength(before);
  });

  it('stores a suggestion with its context, and refuses changes that do not match the text or span paragraphs', async () => {
    const paragraphs = ['First paragraph.', 'Second paragraph.'];
    const { a, boxId } = await agreementWithText(f, { 'change@example.com': 1 }, { paragraphs });
    const text = paragraphs.join('\n');
    const path = `/api/agreements/${a.id}/messages/`;
    const posted = (await f.owner.post(path, suggest(boxId, 'Second', 'Third', text))).json() as MessageWire;
    expect(posted.suggestion).toEqual({ box_id: boxId, start: 17, end: 23, deleted: 'Second', inserted: 'Third', prefix: 'First paragraph.\n', suffix: ' paragraph.' });
    const before = (await stored(a.id)).length;
    const wrong = { type: 4, suggestion: { box_id: boxId, start: 0, end: 5, deleted: 'Fifth', inserted: 'x' } };
    expect((await f.owner.post(path, wrong)).json()).toEqual(badRequest('suggestion: The text to replace is not the text of the section at that place'));
    expect((await f.owner.post(path, suggest(boxId, 'paragraph.\nSecond', 'x', text))).json()).toEqual(badRequest('suggestion: A change must stay inside one paragraph'));
    expect((await f.owner.post(path, { ...suggest(boxId, 'First', 'x', text), suggestion: { ...suggest(boxId, 'First', 'x', text).suggestion, box_id: 999999 } })).json()).toEqual(
      badRequest('suggestion: Changes can be suggested only in text sections of this contract'),
    );
    // A suggestion blocks every signer, so every signer sees it.
    const hidden = badRequest('suggestion: A suggestion blocks every signature, so it is for everyone: not private, not to chosen participants');
    expect((await f.owner.post(path, { ...suggest(boxId, 'First', 'x', text), private: true })).json()).toEqual(hidden);
    expect(await stored(a.id)).toHaveLength(before);
    expect(sectionText).toContain('May');
  });
});

describe('mentions', () => {
  it('emails each mentioned participant one link to the message: a guest link for guests, the app for colleagues', async () => {
    const { a, guest, pid } = await agreementWithText(f, { 'mention.guest@example.com': 1, 'mention.colleague@example.com': 2, 'mention.author@example.com': 1 });
    // A colleague on the sender's side takes part through their position.
    const own = (await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Me' })).json() as MessageWire;
    const [me] = await f.server.db.select().from(positions).where(eq(positions.id, own.position_id!));
    const [colleague] = await f.server.db
      .insert(positions)
      .values({ accountId: me!.accountId, email: 'colleague.position@example.com', fullname: 'Colleague', passwordHash: 'x' })
      .returning();
    await f.server.db.update(participants).set({ positionId: colleague!.id }).where(eq(participants.id, pid('mention.colleague@example.com')));
    const author = guest('mention.author@example.com');
    const mentioned = [pid('mention.guest@example.com'), pid('mention.author@example.com')];
    const message = (await author.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'See this', mentioned_participant_ids: mentioned })).json() as MessageWire;
    expect(message.mentioned_participant_ids).toEqual(mentioned);

    const toGuest = (await outboxTo('mention.guest@example.com')).filter((m) => m.text.includes('/m/'));
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.subject).toBe('Person mention.author mentioned you in Flow agreement');
    const link = new RegExp(`${origin}/documents/${a.id}/at/([A-Za-z0-9_-]+)/m/${message.id}`).exec(toGuest[0]!.text);
    expect(link, toGuest[0]!.text).not.toBeNull();
    // The link works as a guest link.
    expect((await f.guest(link![1]!).get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    // The author is not emailed about their own message.
    expect((await outboxTo('mention.author@example.com')).filter((m) => m.text.includes('/m/'))).toEqual([]);

    const fromOwner = (await f.owner.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Colleague, look', private: true, mentioned_participant_ids: [pid('mention.colleague@example.com')] })).json() as MessageWire;
    const toColleague = (await outboxTo('mention.colleague@example.com')).filter((m) => m.text.includes('/m/'));
    expect(toColleague).toHaveLength(1);
    expect(toColleague[0]!.text).toContain(`${origin}/documents/${a.id}/m/${fromOwner.id}`);
    expect(toColleague[0]!.text).not.toContain('/at/');
  });

  it('names an organizer to counterparties by the sender’s company, as the lists do', async () => {
    const { a, guest, pid } = await agreementWithText(f, { 'masked.signer@example.com': 1, 'masked.org@example.com': 2 });
    await guest('masked.org@example.com').post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Please check', mentioned_participant_ids: [pid('masked.signer@example.com')] });
    const [mail] = (await outboxTo('masked.signer@example.com')).filter((m) => m.text.includes('/m/'));
    expect(mail!.subject).not.toContain('Person masked.org');
    expect(mail!.text).not.toContain('Person masked.org');
    const list = (await guest('masked.signer@example.com').get(`/api/agreements/${a.id}/messages/`)).json() as { collection: MessageWire[] };
    expect(mail!.subject).toBe(`${list.collection[0]!.author.name} mentioned you in Flow agreement`);
  });
});
