/**
 * Listing messages (§7 GET /agreements/{id}/messages/, §2 Collaboration sidebar, §3 role
 * values): threads newest first with their replies oldest first, type and status filters,
 * paging, who sees which message (private, to chosen participants, organizers shown under the
 * sender's company), unread counts and read marks, and the agreement's last 6 threads.
 */
import type { AgreementWire, MessageListWire, MessageWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { agreementWithText, commentOn, suggest } from './helpers/messageFixtures.js';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

type Client = { get(url: string): Promise<{ statusCode: number; body: string; json(): unknown }>; post(url: string, body?: unknown): Promise<{ statusCode: number; body: string; json(): unknown }> };

async function post(client: Client, agreementId: number, body: Record<string, unknown>): Promise<MessageWire> {
  const response = await client.post(`/api/agreements/${agreementId}/messages/`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as MessageWire;
}

async function list(client: Client, agreementId: number, query = ''): Promise<MessageListWire> {
  const response = await client.get(`/api/agreements/${agreementId}/messages/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MessageListWire;
}

describe('GET /agreements/{id}/messages/', () => {
  it('lists threads newest first with replies oldest first; filters by type and status; pages; never lists deleted ones', async () => {
    const { a, boxId, guest } = await agreementWithText(f, { 'lister@example.com': 1 });
    const signer = guest('lister@example.com');
    const chat = await post(f.owner, a.id, { type: 2, body: 'Welcome' });
    const comment = await post(signer, a.id, commentOn(boxId, 'Why May?', 19, 22));
    const suggestion = await post(signer, a.id, suggest(boxId, 'December', 'November'));
    const resolved = await post(signer, a.id, commentOn(boxId, 'Typo'));
    const gone = await post(signer, a.id, { type: 2, body: 'Oops' });
    const firstReply = await post(f.owner, a.id, { type: 2, body: 'Because', parent_id: comment.id });
    // A reply to a reply answers the thread.
    const secondReply = await post(signer, a.id, { type: 2, body: 'Fine', parent_id: firstReply.id });
    expect(secondReply).toMatchObject({ type: 3, parent: { id: comment.id } });
    expect((await signer.put(`/api/agreements/${a.id}/messages/${resolved.id}`, { config: { status: 'resolved' } })).statusCode).toBe(200);
    expect((await signer.put(`/api/agreements/${a.id}/messages/${gone.id}`, { status: 'deleted' })).statusCode).toBe(200);

    const all = await list(f.owner, a.id);
    expect(all.collection.map((m) => m.id)).toEqual([resolved.id, suggestion.id, comment.id, chat.id]);
    expect(all.count).toBe(4);
    expect(all.collection[2]!.replies.map((r) => r.id)).toEqual([firstReply.id, secondReply.id]);
    expect(all.collection[2]!.comment_scope).toEqual({ box_id: boxId, start: 19, end: 22, quote: 'May', prefix: 'The term starts in ', suffix: ' and ends in December.' });
    expect(all.collection[2]!.author).toEqual({ name: 'Person lister', side: 'counterparty' });
    expect(all.collection[3]!.author).toEqual({ name: expect.any(String), side: 'sender' });

    expect((await list(f.owner, a.id, '?status=active')).collection.map((m) => m.id)).toEqual([suggestion.id, comment.id, chat.id]);
    expect((await list(f.owner, a.id, '?status=resolved')).collection.map((m) => m.id)).toEqual([resolved.id]);
    expect((await list(f.owner, a.id, '?type=3&type=4&status=active')).collection.map((m) => m.id)).toEqual([suggestion.id, comment.id]);
    expect((await list(f.owner, a.id, '?type=2')).collection.map((m) => m.id)).toEqual([chat.id]);
    const page = await list(f.owner, a.id, '?limit=2&offset=1');
    expect(page.collection.map((m) => m.id)).toEqual([suggestion.id, comment.id]);
    expect(page.count).toBe(4);
  });

  it('shows private messages and messages to chosen participants only to their audience, and organizers under the company name', async () => {
    const { a, guest, pid } = await agreementWithText(f, { 'one@example.com': 1, 'two@example.com': 1, 'org@example.com': 2 });
    const one = guest('one@example.com');
    const two = guest('two@example.com');
    const organizer = guest('org@example.com');
    const internal = await post(f.owner, a.id, { type: 2, body: 'Internal only', private: true });
    const toOne = await post(f.owner, a.id, { type: 2, body: 'Just for one', to_participant_ids: [pid('one@example.com')] });
    const fromOrganizer = await post(organizer, a.id, { type: 2, body: 'From the organizer' });
    const oneToTwo = await post(one, a.id, { type: 2, body: 'Hi two', to_participant_ids: [pid('two@example.com')] });
    const reply = await post(two, a.id, { type: 2, body: 'Hi one', parent_id: oneToTwo.id });
    // The reply reaches the thread's audience, its author included.
    expect(reply.to_participant_ids.sort()).toEqual([pid('one@example.com'), pid('two@example.com')].sort());

    expect((await list(f.owner, a.id)).collection.map((m) => m.id)).toEqual([oneToTwo.id, fromOrganizer.id, toOne.id, internal.id]);
    expect((await list(organizer, a.id)).count).toBe(4);
    const seenByOne = await list(one, a.id);
    expect(seenByOne.collection.map((m) => m.id)).toEqual([oneToTwo.id, fromOrganizer.id, toOne.id]);
    expect(seenByOne.collection[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    const company = seenByOne.collection[1]!.author;
    expect(company.side).toBe('sender');
    expect(company.name).not.toBe('Person org');
    expect((await list(f.owner, a.id)).collection[1]!.author).toEqual({ name: 'Person org', side: 'sender' });
    expect((await list(two, a.id)).collection.map((m) => m.id)).toEqual([oneToTwo.id, fromOrganizer.id]);

    // The agreement's own last messages follow the same rule.
    const asOne = (await one.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(asOne.messages!.map((m) => m.id)).toEqual([oneToTwo.id, fromOrganizer.id, toOne.id]);
    const asOwner = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(asOwner.messages!.map((m) => m.id)).toEqual([oneToTwo.id, fromOrganizer.id, toOne.id, internal.id]);
  });

  it('gives the agreement answer its last 6 threads, newest first', async () => {
    const { a } = await agreementWithText(f, { 'six@example.com': 1 });
    const ids: number[] = [];
    for (let n = 1; n <= 8; n++) ids.push((await post(f.owner, a.id, { type: 2, body: `Message ${n}` })).id);
    const answer = (await f.owner.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(answer.messages!.map((m) => m.id)).toEqual(ids.slice(2).reverse());
  });
});

describe('unread counts and read marks', () => {
  it('counts what the reader may see and did not write, by chat and comments, up to their read mark', async () => {
    const { a, boxId, guest } = await agreementWithText(f, { 'reader@example.com': 1 });
    const signer = guest('reader@example.com');
    const chat = await post(f.owner, a.id, { type: 2, body: 'Hello' });
    await post(f.owner, a.id, { type: 2, body: 'Secret', private: true });
    const comment = await post(f.owner, a.id, commentOn(boxId, 'Look here'));
    await post(f.owner, a.id, suggest(boxId, 'May', 'June'));
    await post(signer, a.id, { type: 2, body: 'My own', parent_id: chat.id });

    expect((await list(signer, a.id)).unread).toEqual({ chat: 1, comments: 2 });
    expect((await list(f.owner, a.id)).unread).toEqual({ chat: 1, comments: 0 });

    const read = await signer.post(`/api/agreements/${a.id}/messages/read`, { message_id: comment.id });
    expect(read.statusCode, read.body).toBe(204);
    expect((await list(signer, a.id)).unread).toEqual({ chat: 0, comments: 1 });
    // A mark never moves back.
    expect((await signer.post(`/api/agreements/${a.id}/messages/read`, { message_id: chat.id })).statusCode).toBe(204);
    expect((await list(signer, a.id)).unread).toEqual({ chat: 0, comments: 1 });
    // Each reader has their own mark.
    expect((await list(f.owner, a.id)).unread).toEqual({ chat: 1, comments: 0 });
    expect((await f.owner.post(`/api/agreements/${a.id}/messages/read`, { message_id: 999999 })).json()).toMatchObject({ status_code: 400 });
  });

  it('lists in a few statements: the agreement, the messages with their authors, the company name, the read mark', async () => {
    const { a, boxId, guest } = await agreementWithText(f, { 'counted@example.com': 1 });
    const signer = guest('counted@example.com');
    for (let n = 0; n < 5; n++) {
      const thread = await post(f.owner, a.id, commentOn(boxId, `Comment ${n}`));
      await post(signer, a.id, { type: 3, body: `Reply ${n}`, parent_id: thread.id });
    }
    const asGuest = await f.server.countQueries(() => list(signer, a.id));
    expect(asGuest.result.count).toBe(5);
    // However many threads and replies: the same statements (the guest's also read the company name).
    expect(asGuest.queries.length, asGuest.queries.join('\n')).toBeLessThanOrEqual(6);
    const asOwner = await f.server.countQueries(() => list(f.owner, a.id));
    expect(asOwner.queries.length, asOwner.queries.join('\n')).toBeLessThanOrEqual(5);
  });
});
