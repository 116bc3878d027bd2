/**
 * Members and seats (§3 Position userRole, §5 Number of seats, §7 account action "buy seats" and
 * position actions, §8 99/101/6007): the members list, invitations against the seat count,
 * seat purchases through the payment provider, deactivation, role changes with the last-admin
 * rule, trusted devices, and resending or withdrawing invitations. Emails go through a real SMTP
 * server in-process.
 */
import type { MemberWire, PositionWire, SeatsWire } from '@inkflow/core';
import { RecordingPaymentProvider, accountActionsSchema, accountsSchema, type PaymentReceipt, type SeatOrder } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleague, createColleague } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { startSmtpCapture, type SmtpCapture } from './helpers/smtpCapture.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';

/** A recording provider whose next charge can be held open, to catch a purchase while it runs. */
class HeldPaymentProvider extends RecordingPaymentProvider {
  private held: { started: () => void; release: Promise<void> } | undefined;

  /** Holds the next charge until `release()`; `started` resolves once the charge is running. */
  holdNext(): { started: Promise<void>; release(): void } {
    let release!: () => void;
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    this.held = { started, release: new Promise<void>((resolve) => (release = resolve)) };
    return { started: startedPromise, release };
  }

  override async chargeSeats(order: SeatOrder): Promise<PaymentReceipt> {
    const held = this.held;
    this.held = undefined;
    if (held) {
      held.started();
      await held.release;
    }
    return super.chargeSeats(order);
  }
}

const payments = new HeldPaymentProvider();
let server: TestServer;
let smtp: SmtpCapture;
let admin: TestClient;
let me: PositionWire;
let accountId: number;
let memberId: number;

/** §8 access denied: 403 with 99 (the message may say why, e.g. that only an account admin can do this). */
function expectDenied(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({ smtpUrl: smtp.url, publicOrigin: 'https://app.inkflow.test', paymentProvider: payments });
  admin = await loginClient(server.app);
  me = (await admin.get('/api/positions/me')).json();
  accountId = me.account.id;
  memberId = await createColleague(server.db);
  await createOtherAccount(server.db);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const members = async (query = '') => {
  const response = await admin.get(`/api/accounts/${accountId}/members/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { collection: MemberWire[]; count: number };
};
const seats = async (): Promise<SeatsWire> => (await admin.get(`/api/accounts/${accountId}/seats`)).json();
const setSeats = (n: unknown, client = admin) => client.post(`/api/accounts/${accountId}/seats`, { number_of_seats: n });
const invitationEmails = async () => (await server.db.select({ email: accountsSchema.accountTokens.email }).from(accountsSchema.accountTokens)).map((r) => r.email);

async function anonymous(): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.get('/api/ping');
  return client;
}

/** Completes the invitation emailed to `email` with `password`; returns the new position. */
async function acceptInvitation(email: string, password: string): Promise<PositionWire> {
  const token = await smtp.linkToken(email, 'https://app.inkflow.test/signup/');
  const done = await (await anonymous()).post('/api/positions/signup_step2', { password, private_token: token, timezone: 'Europe/Stockholm' });
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

describe('the members list', () => {
  it('is for the account’s admins only: members and other accounts’ admins get 403 99', async () => {
    const member = await loginClient(server.app, colleague);
    expectDenied(await member.get(`/api/accounts/${accountId}/members/`));
    expectDenied(await member.get(`/api/accounts/${accountId}/seats`));
    const stranger = await loginClient(server.app, other);
    expectDenied(await stranger.get(`/api/accounts/${accountId}/members/`));
    expectDenied(await setSeats(50, stranger));
    expect((await new TestClient(server.app).get(`/api/accounts/${accountId}/members/`)).statusCode).toBe(401);
  });

  it('shows each position with role, status and last login, sorted and paged by the §7 list params', async () => {
    const list = await members();
    expect(list.count).toBe(2);
    expect(list.collection.map((m) => [m.email, m.user_role, m.status, m.kind])).toEqual([
      ['colleague@inkflow.test', 'member', 'active', 'position'],
      ['demo@inkflow.test', 'admin', 'active', 'position'],
    ]);
    expect(list.collection.find((m) => m.id === me.id)!.last_login_at).not.toBeNull();
    expect((await members('?sort=name:desc')).collection[0]!.email).toBe('demo@inkflow.test');
    const page = await members('?limit=1&offset=1');
    expect(page).toMatchObject({ count: 2, collection: [{ email: 'demo@inkflow.test' }] });
    expect((await members('?offset=5')).count).toBe(2);
    const bad = await admin.get(`/api/accounts/${accountId}/members/?sort=password:asc`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('seats and invitations', () => {
  it('counts active positions and pending invitations; inviting past the seats answers 403 101 and sends nothing', async () => {
    expect(await seats()).toEqual({ number_of_seats: 5, used: 2, active: 2, invited: 0, available: 3, payment_provider: 'recording' });
    for (const email of ['ivy@inkflow.test', 'ian@inkflow.test', 'iris@inkflow.test']) {
      expect((await admin.post('/api/positions/invite', { email, fullname: email.split('@')[0] })).statusCode).toBe(200);
    }
    expect(await seats()).toMatchObject({ number_of_seats: 5, used: 5, invited: 3, available: 0 });
    const mailsBefore = smtp.mails.length;
    const over = await admin.post('/api/positions/invite', { email: 'one.more@inkflow.test' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ status_code: 403, api_error_code: 101, message: 'Account limit exceeded' });
    // A registered address answers the same: the seat check comes first.
    expect((await admin.post('/api/positions/invite', { email: other.email })).json()).toMatchObject({ api_error_code: 101 });
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(await invitationEmails()).not.toContain('one.more@inkflow.test');
    // Re-inviting a pending address replaces its invitation: no new seat needed.
    expect((await admin.post('/api/positions/invite', { email: 'ivy@inkflow.test', fullname: 'Ivy' })).statusCode).toBe(200);
    expect(await seats()).toMatchObject({ used: 5, invited: 3 });
  });

  it('lists pending invitations as invited members with the invited role', async () => {
    const list = await members('?sort=status:asc');
    expect(list.count).toBe(5);
    expect(list.collection.slice(2).map((m) => [m.kind, m.status, m.email])).toEqual([
      ['invitation', 'invited', 'ian@inkflow.test'],
      ['invitation', 'invited', 'iris@inkflow.test'],
      ['invitation', 'invited', 'ivy@inkflow.test'],
    ]);
    expect(list.collection[2]).toMatchObject({ fullname: 'ian', user_role: 'member', last_login_at: null });
    expect(list.collection[2]!.expires_at).not.toBeNull();
  });

  it('refuses numbers of seats outside 1-10000 and below the seats in use with 400, changing nothing', async () => {
    for (const n of [0, 10001, 'many', 2.5]) {
      const response = await setSeats(n);
      expect(response.statusCode).toBe(400);
      expect(response.json().api_error_code).toBe('BAD_REQUEST');
    }
    const below = await setSeats(4);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('Number of seats is not allowed to be below the 5 seats in use: deactivate members or withdraw invitations first');
    expect((await seats()).number_of_seats).toBe(5);
  });

  it('buys seats through the payment provider, which records the order; fewer seats down to those in use are fine', async () => {
    const bought = await setSeats(8);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ number_of_seats: 8, used: 5, active: 2, invited: 3, available: 3, payment_provider: 'recording' });
    expect(payments.orders.at(-1)).toMatchObject({ accountId, positionId: me.id, quantity: 3, seatsBefore: 5, seatsAfter: 8 });
    const [action] = await server.db
      .select()
      .from(accountActionsSchema.accountActions)
      .where(eq(accountActionsSchema.accountActions.accountId, accountId))
      .orderBy(accountActionsSchema.accountActions.id);
    expect(action).toMatchObject({ kind: 'buy_seats', state: 'done', details: { seats_before: 5, seats_after: 8, quantity: 3, provider: 'recording' } });
    const orders = payments.orders.length;
    expect((await setSeats(6)).json()).toMatchObject({ number_of_seats: 6, available: 1 });
    expect(payments.orders.length).toBe(orders); // giving seats back charges nothing
    expect((await admin.post('/api/positions/invite', { email: 'ines@inkflow.test' })).statusCode).toBe(200);
    expect(await seats()).toMatchObject({ number_of_seats: 6, used: 6 });
  });

  it('answers a second purchase with 409 6007 while the first is running, and takes one again after', async () => {
    const hold = payments.holdNext();
    const first = setSeats(20);
    await hold.started;
    const second = await setSeats(30);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status_code: 409, api_error_code: 6007, message: 'Action already in progress' });
    hold.release();
    expect((await first).json()).toMatchObject({ number_of_seats: 20 });
    expect((await setSeats(12)).json()).toMatchObject({ number_of_seats: 12 });
  });

  it('a member cannot buy seats (403 99)', async () => {
    expectDenied(await setSeats(100, await loginClient(server.app, colleague)));
  });
});

describe('invitations', () => {
  it('resends an invitation with a new link (the old stops working) and keeps its seat', async () => {
    const oldToken = await smtp.linkToken('ian@inkflow.test', 'https://app.inkflow.test/signup/');
    const listed = (await members()).collection.find((m) => m.email === 'ian@inkflow.test')!;
    const used = (await seats()).used;
    const resent = await admin.post(`/api/invitations/${listed.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ kind: 'invitation', status: 'invited', email: 'ian@inkflow.test', fullname: 'ian' });
    expect(resent.json().id).not.toBe(listed.id);
    const newToken = await smtp.linkToken('ian@inkflow.test', 'https://app.inkflow.test/signup/');
    expect(newToken).not.toBe(oldToken);
    const client = await anonymous();
    expect((await client.get(`/api/positions/signup_step2?private_token=${oldToken}`)).statusCode).toBe(404);
    expect((await client.get(`/api/positions/signup_step2?private_token=${newToken}`)).statusCode).toBe(200);
    expect((await seats()).used).toBe(used);
    expect((await admin.post(`/api/invitations/${listed.id}/resend`)).statusCode).toBe(404);
  });

  it('withdraws an invitation: the link stops working and the seat is free', async () => {
    const token = await smtp.linkToken('iris@inkflow.test', 'https://app.inkflow.test/signup/');
    const listed = (await members()).collection.find((m) => m.email === 'iris@inkflow.test')!;
    const used = (await seats()).used;
    expectDenied(await (await loginClient(server.app, colleague)).delete(`/api/invitations/${listed.id}`));
    expect((await admin.delete(`/api/invitations/${listed.id}`)).statusCode).toBe(204);
    expect((await seats()).used).toBe(used - 1);
    expect((await (await anonymous()).get(`/api/positions/signup_step2?private_token=${token}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/invitations/${listed.id}`)).statusCode).toBe(404);
    // The other company's admin: another account's invitation reads as absent.
    const ivy = (await members()).collection.find((m) => m.email === 'ivy@inkflow.test')!;
    expect((await (await loginClient(server.app, other)).delete(`/api/invitations/${ivy.id}`)).statusCode).toBe(404);
    expect((await (await loginClient(server.app, other)).post(`/api/invitations/${ivy.id}/resend`)).statusCode).toBe(404);
    expect((await members()).collection.find((m) => m.email === 'ivy@inkflow.test')).toMatchObject({ id: ivy.id, status: 'invited' });
  });

  it('an invitation with the admin role makes an admin; the invitation becomes an active member', async () => {
    expect((await admin.post('/api/positions/invite', { email: 'ada@inkflow.test', fullname: 'Ada Admin', user_role: 'admin' })).statusCode).toBe(200);
    expect((await members()).collection.find((m) => m.email === 'ada@inkflow.test')).toMatchObject({ status: 'invited', user_role: 'admin' });
    const used = (await seats()).used;
    const ada = await acceptInvitation('ada@inkflow.test', 'ada-password-2026');
    expect(ada).toMatchObject({ user_role: 'admin', fullname: 'Ada Admin' });
    expect((await members()).collection.find((m) => m.email === 'ada@inkflow.test')).toMatchObject({ kind: 'position', status: 'active', user_role: 'admin' });
    expect((await seats()).used).toBe(used);
    const bad = await admin.post('/api/positions/invite', { email: 'x@inkflow.test', user_role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it('ends the member’s sessions, refuses its login with 403 99 and frees its seat; reactivation needs a free seat', async () => {
    const member = await loginClient(server.app, colleague);
    expect((await member.get('/api/positions/me')).statusCode).toBe(200);
    const used = (await seats()).used;
    expectDenied(await member.post(`/api/positions/${me.id}/deactivate`));
    const off = await admin.post(`/api/positions/${memberId}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: memberId, status: 'deactivated' });
    expect((await member.get('/api/positions/me')).statusCode).toBe(401);
    const login = await (await anonymous()).post('/api/positions/login', { ...colleague, persistent: false });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    expect((await seats()).used).toBe(used - 1);
    // Wrong password still answers 401 1000: deactivation is told only to who knows the password.
    expect((await (await anonymous()).post('/api/positions/login', { email: colleague.email, password: 'wrong-password-2026' })).statusCode).toBe(401);

    // Fill every seat, then reactivation is refused with 101.
    const { number_of_seats: total, used: now } = await seats();
    for (let i = 0; i < total - now; i++) expect((await admin.post('/api/positions/invite', { email: `filler${i}@inkflow.test` })).statusCode).toBe(200);
    const refused = await admin.post(`/api/positions/${memberId}/reactivate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status_code: 403, api_error_code: 101, message: 'Account limit exceeded' });
    await setSeats(total + 1);
    const on = await admin.post(`/api/positions/${memberId}/reactivate`);
    expect(on.json()).toMatchObject({ id: memberId, status: 'active' });
    expect((await (await anonymous()).post('/api/positions/login', { ...colleague, persistent: false })).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself (400) and positions of other accounts (404)', async () => {
    const self = await admin.post(`/api/positions/${me.id}/deactivate`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot deactivate your own user; ask another admin');
    const stranger = await loginClient(server.app, other);
    const strangerId = ((await stranger.get('/api/positions/me')).json() as PositionWire).id;
    expect((await admin.post(`/api/positions/${strangerId}/deactivate`)).statusCode).toBe(404);
    expect((await admin.post(`/api/positions/${strangerId}/revoke_trusted_devices`)).statusCode).toBe(404);
  });
});

describe('roles and the last admin', () => {
  it('changes a member’s role; never leaves the account without an active admin (409 LAST_ADMIN)', async () => {
    // Two admins now: demo and Ada. Deactivate Ada; demo is the last active admin.
    const ada = (await members()).collection.find((m) => m.email === 'ada@inkflow.test')!;
    expect((await admin.post(`/api/positions/${ada.id}/deactivate`)).statusCode).toBe(200);
    const demote = await admin.put(`/api/positions/${me.id}/user_role`, { user_role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      status_code: 409,
      api_error_code: 'LAST_ADMIN',
      message: 'The account needs at least one active admin: make another member an admin first',
    });
    const promoted = await admin.put(`/api/positions/${memberId}/user_role`, { user_role: 'admin' });
    expect(promoted.json()).toMatchObject({ id: memberId, user_role: 'admin' });
    const colleagueAdmin = await loginClient(server.app, colleague);
    expect((await colleagueAdmin.get(`/api/accounts/${accountId}/members/`)).statusCode).toBe(200);
    expect((await admin.put(`/api/positions/${me.id}/user_role`, { user_role: 'member' })).json()).toMatchObject({ user_role: 'member' });
    // Demo is a member now (its session reads the new role): the members calls refuse it.
    expectDenied(await admin.get(`/api/accounts/${accountId}/members/`));
    const lastOne = await colleagueAdmin.post(`/api/positions/${memberId}/deactivate`);
    expect(lastOne.statusCode).toBe(400);
    expect((await colleagueAdmin.put(`/api/positions/${memberId}/user_role`, { user_role: 'member' })).statusCode).toBe(409);
    expect((await colleagueAdmin.put(`/api/positions/${me.id}/user_role`, { user_role: 'admin' })).statusCode).toBe(200);
    expect((await colleagueAdmin.put(`/api/positions/${me.id}/user_role`, { user_role: 'owner' })).statusCode).toBe(400);
    expect((await admin.put(`/api/positions/${memberId}/user_role`, { user_role: 'member' })).statusCode).toBe(200);
  });
});

describe('trusted devices', () => {
  it('an admin ends every session of a member; a position may end its other sessions and keeps its own', async () => {
    // Start from none: earlier tests left sessions of the colleague.
    await admin.post(`/api/positions/${memberId}/revoke_trusted_devices`);
    const laptop = await loginClient(server.app, colleague, true);
    const phone = await loginClient(server.app, colleague, true);
    const revoked = await admin.post(`/api/positions/${memberId}/revoke_trusted_devices`);
    expect(revoked.json()).toEqual({ sessions_revoked: 2 });
    expect((await laptop.get('/api/positions/me')).statusCode).toBe(401);
    expect((await phone.get('/api/positions/me')).statusCode).toBe(401);

    const again = await loginClient(server.app, colleague, true);
    const other = await loginClient(server.app, colleague);
    expect((await again.post(`/api/positions/${memberId}/revoke_trusted_devices`)).json()).toEqual({ sessions_revoked: 1 });
    expect((await again.get('/api/positions/me')).statusCode).toBe(200);
    expect((await other.get('/api/positions/me')).statusCode).toBe(401);
    expectDenied(await again.post(`/api/positions/${me.id}/revoke_trusted_devices`));
  });
});
