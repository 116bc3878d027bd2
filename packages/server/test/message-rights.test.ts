/**
 * Who may post and settle messages (§3 Message, §3 participant role values): viewers comment
 * only; suggestions need edit rights and must come from someone the counterparties see; only the
 * author resolves a comment; only the sender side accepts or rejects suggestions; a concluded
 * agreement takes no new messages or changes (403/4999).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema-messages.js';
import { assets } from '../src/db/schema-assets.js';
import { multipartBody } from './helpers/uploadFile.js';
import { SigningFixture, idOf } from './helpers/signingFlow.js';
import { TestClient, guestHeaders, pngDataUrl } from './helpers/testServer.js';
import { agreementWithText, commentOn, suggest } from './helpers/messageFixtures.js';

const f = SigningFixture.perFile();

/** A guest client with the token in the header (SigningFixture.guest). */
const guestClient = (token: string) => f.guest(token);

/** A pending agreement with one participant per `people` entry (email -> type); their guest clients and ids. */
async function pendingWith(people: Record<string, number>) {
  const { a, guests, boxId } = await agreementWithText(f, people);
  return { a, guests, boxId, pid: (email: string) => idOf(a, email) };
}

const storedMessages = (agreementId: number) => f.server.db.select().from(messages).where(eq(messages.agreementId, agreementId));
const denied = (message: string) => ({ status_code: 403, api_error_code: 99, message });
const locked = { status_code: 403, api_error_code: 4999, message: 'Document is locked: the contract is concluded' };

describe('who may post what', () => {
  it('lets a viewer post chat messages and comments, and refuses their suggestions with 403/99, storing nothing', async () => {
    const { a, guests, boxId } = await pendingWith({ 'signer.v@example.com': 1, 'viewer@example.com': 3 });
    const viewer = guests['viewer@example.com']!;
    expect((await viewer.post(`/api/agreements/${a.id}/messages/`, { type: 2, body: 'Hello' })).statusCode).toBe(201);
    expect((await viewer.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Why this date?', 19, 22))).statusCode).toBe(201);
    const before = await storedMessages(a.id);
    const suggestion = await viewer.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June'));
    expect(suggestion.json()).toEqual(denied('A viewer may post chat messages and comments, not suggestions'));
    expect(await storedMessages(a.id)).toHaveLength(before.length);
  });

  it('refuses suggestions from organizers, whom the counterparties they would block cannot see', async () => {
    const { a, guests, boxId } = await pendingWith({ 'signer.o@example.com': 1, 'organizer@example.com': 2 });
    const organizer = guests['organizer@example.com']!;
    const refused = await organizer.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June'));
    expect(refused.json()).toEqual(denied('A participant hidden from the counterparties edits the contract directly and cannot post suggestions'));
    expect(await storedMessages(a.id)).toEqual([]);
    expect((await organizer.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Internal note'))).statusCode).toBe(201);
  });

  it('lets signatories and influencers post suggestions', async () => {
    const { a, guests, boxId } = await pendingWith({ 'signer.s@example.com': 1, 'influencer@example.com': 0 });
    expect((await guests['signer.s@example.com']!.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'May', 'June'))).statusCode).toBe(201);
    expect((await guests['influencer@example.com']!.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'December', 'January'))).statusCode).toBe(201);
  });
});

describe('who may settle a comment or a suggestion', () => {
  it('lets the author and the sender side resolve a comment, never another counterparty', async () => {
    const { a, guests, boxId } = await pendingWith({ 'author@example.com': 1, 'other@example.com': 1 });
    const comment = (await guests['author@example.com']!.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Typo here', 0, 3))).json() as { id: number };
    const resolve = { config: { status: 'resolved' } };
    expect((await guests['other@example.com']!.put(`/api/agreements/${a.id}/messages/${comment.id}`, resolve)).json()).toEqual(denied('Only the author or the sender side can resolve this'));
    const [unchanged] = await f.server.db.select().from(messages).where(eq(messages.id, comment.id));
    expect(unchanged!.config).toEqual({});
    const resolved = await guests['author@example.com']!.put(`/api/agreements/${a.id}/messages/${comment.id}`, resolve);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ config: { status: 'resolved' } });
    const second = (await guests['author@example.com']!.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Another one', 0, 3))).json() as { id: number };
    const byOwner = await f.owner.put(`/api/agreements/${a.id}/messages/${second.id}`, resolve);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ config: { status: 'resolved' } });
  });

  it('lets only the sender side accept or reject a suggestion; no guest, not even its author', async () => {
    const { a, guests, pid, boxId } = await pendingWith({ 'proposer@example.com': 1, 'cosigner@example.com': 1 });
    const proposer = guests['proposer@example.com']!;
    const cosigner = guests['cosigner@example.com']!;
    const suggestion = (await proposer.post(`/api/agreements/${a.id}/messages/`, suggest(boxId, 'December', 'June'))).json() as { id: number };
    const senderOnly = denied('Only the sender side can accept or reject suggestions');
    expect((await proposer.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { status: 'accepted' })).json()).toEqual(senderOnly);
    expect((await cosigner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { status: 'rejected' })).json()).toEqual(senderOnly);
    expect((await cosigner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { config: { status: 'resolved' } })).json()).toEqual(denied('Only the author or the sender side can resolve this'));
    const [unchanged] = await f.server.db.select().from(messages).where(eq(messages.id, suggestion.id));
    expect(unchanged).toMatchObject({ status: null, config: {} });

    // Still active: signing is blocked until the sender side settles it.
    // Accepting makes a new version, so each try signs the current one.
    const sign = async () => {
      const { checksum } = (await f.owner.get(`/api/agreements/${a.id}`)).json() as { checksum: string };
      return cosigner.post(`/api/agreements/${a.id}/participants/${pid('cosigner@example.com')}/sign`, { checksum, sign_method: 0 });
    };
    expect((await sign()).json()).toMatchObject({ api_error_code: 4204 });
    const accepted = await f.owner.put(`/api/agreements/${a.id}/messages/${suggestion.id}`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await sign()).statusCode).toBe(200);
  });
});

describe('concluded agreements', () => {
  /** A pending agreement with one signatory, moved to a concluded state by `conclude`. */
  async function concluded(email: string, conclude: (agreementId: number, pid: number, guest: ReturnType<typeof guestClient>, checksum: string) => Promise<unknown>) {
    const { a, guests, pid, boxId } = await pendingWith({ [email]: 1 });
    const guest = guests[email]!;
    const chat = (await guest.post(`/api/agreements/${a.id}/messages/`, commentOn(boxId, 'Before the end'))).json() as { id: number };
    await conclude(a.id, pid(email), guest, a.checksum);
    return { id: a.id, guest, chat };
  }

  const cases = {
    signed: (id: number, pid: number, guest: ReturnType<typeof guestClient>, checksum: string) => guest.post(`/api/agreements/${id}/participants/${pid}/sign`, { checksum, sign_method: 0 }),
    declined: (id: number, _pid: number, guest: ReturnType<typeof guestClient>) => guest.post(`/api/agreements/${id}/decline`, { reason: 'No' }),
    cancelled: (id: number) => f.owner.post(`/api/agreements/${id}/cancel`, {}),
  };

  for (const [state, conclude] of Object.entries(cases)) {
    it(`refuses new messages, message changes and guest uploads on a ${state} agreement with 403/4999`, async () => {
      const { id, guest, chat } = await concluded(`${state}.end@example.com`, async (...args) => {
        const response = (await conclude(...args)) as { statusCode: number; body: string };
        expect(response.statusCode, response.body).toBe(200);
      });
      const before = await storedMessages(id);
      expect((await guest.post(`/api/agreements/${id}/messages/`, { type: 2, body: 'After the end' })).json()).toEqual(locked);
      expect((await f.owner.post(`/api/agreements/${id}/messages/`, { type: 2, body: 'After the end' })).json()).toEqual(locked);
      expect((await guest.put(`/api/agreements/${id}/messages/${chat.id}`, { config: { status: 'resolved' } })).json()).toEqual(locked);
      expect(await storedMessages(id)).toEqual(before);

      const png = Buffer.from(pngDataUrl.split(',')[1]!, 'base64');
      const upload = multipartBody({ asset_type: 'attachment' }, { name: 'late.png', bytes: png });
      const token = (await f.tokenOf(id, `${state}.end@example.com`))!;
      const uploaded = await new TestClient(f.server.app).request('POST', `/api/agreements/${id}/assets/`, { body: upload.body, headers: { ...upload.headers, ...guestHeaders(token) } });
      expect(uploaded.json()).toEqual(locked);
      expect(await f.server.db.select().from(assets).where(eq(assets.agreementId, id))).toEqual([]);
    });
  }
});
