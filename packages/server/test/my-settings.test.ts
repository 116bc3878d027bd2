/**
 * My settings (§7 position action "update settings", PUT /positions/{id}): name, title, phone,
 * language and the three notification choices; §5/§9 validation with 400 and clear messages;
 * only the position itself or an admin of its account (403 99 otherwise).
 */
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let ownerId: number;
let memberId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, ownerId, memberId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

const storedPosition = async (id: number) => (await server.db.select().from(schema.positions).where(eq(schema.positions.id, id)))[0]!;

describe('PUT /positions/{id}', () => {
  it('changes the fields sent, answers the position as GET /positions/me does, and keeps the rest', async () => {
    const me = (await member.get('/api/positions/me')).json();
    expect(me).toMatchObject({ title: null, phone: null, notifications: { agreement_signed: true, comment_posted: true, mentioned: true } });
    const response = await member.put(`/api/positions/${memberId}`, {
      fullname: '  Colin Colleague  ',
      title: 'Legal counsel',
      phone: '+46 70-123 45 67',
      language: 'de',
      notifications: { comment_posted: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: memberId,
      fullname: 'Colin Colleague',
      title: 'Legal counsel',
      phone: '+46701234567',
      language: 'de',
      notifications: { agreement_signed: true, comment_posted: false, mentioned: true },
      account: { id: me.account.id },
    });
    expect((await member.get('/api/positions/me')).json()).toEqual(response.json());
    // Only what is sent changes.
    const again = (await member.put(`/api/positions/${memberId}`, { notifications: { mentioned: false } })).json();
    expect(again).toMatchObject({ fullname: 'Colin Colleague', title: 'Legal counsel', notifications: { agreement_signed: true, comment_posted: false, mentioned: false } });
    expect(await storedPosition(memberId)).toMatchObject({ notifyAgreementSigned: true, notifyCommentPosted: false, notifyMentioned: false });
  });

  it('clears the title with a blank and the phone with a lone "+"', async () => {
    await member.put(`/api/positions/${memberId}`, { title: 'Counsel', phone: '+4670123456' });
    const cleared = (await member.put(`/api/positions/${memberId}`, { title: '   ', phone: '+' })).json();
    expect(cleared).toMatchObject({ title: null, phone: null });
    expect((await member.put(`/api/positions/${memberId}`, { title: null, phone: null })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const before = await storedPosition(memberId);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullname: '   ' }, 'fullname: Name is required'],
      [{ fullname: 'x'.repeat(101) }, 'fullname: Name must contain at most 100 character(s)'],
      [{ title: 't'.repeat(101) }, 'title: Title must contain at most 100 character(s)'],
      [{ phone: '12ab' }, 'phone: Phone number is not a valid phone number'],
      [{ language: 'xx' }, 'language: Language is required'],
      [{ notifications: { comment_posted: 'no' } }, 'notifications.comment_posted: comment_posted must be true or false'],
      [{ email: 'new@inkflow.test' }, 'email'],
      [{ fullname: 'Fine', notifications: { weekly: true } }, 'weekly'],
    ];
    for (const [body, message] of cases) {
      const response = await member.put(`/api/positions/${memberId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await storedPosition(memberId)).toEqual(before);
  });

  it('lets only the position itself or an admin of its account change it (403 99 otherwise)', async () => {
    const ownerBefore = await storedPosition(ownerId);
    expectDenied(await member.put(`/api/positions/${ownerId}`, { fullname: 'Taken over' }));
    expectDenied(await stranger.put(`/api/positions/${memberId}`, { fullname: 'Taken over' }));
    expectDenied(await stranger.put(`/api/positions/${ownerId}`, { title: 'Boss' }));
    expect(await storedPosition(ownerId)).toEqual(ownerBefore);
    // The account admin may set a colleague's title.
    const byAdmin = await owner.put(`/api/positions/${memberId}`, { title: 'Paralegal' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ id: memberId, title: 'Paralegal' });
    const anonymous = new TestClient(server.app);
    await anonymous.get('/api/ping');
    expect((await anonymous.put(`/api/positions/${memberId}`, { title: 'x' })).statusCode).toBe(401);
    // Not a position at all: the same refusal.
    expectDenied(await owner.put('/api/positions/999999', { title: 'x' }));
  });
});
