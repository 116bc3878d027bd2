/**
 * Issue #6 "Document signing in the embed with every sign method the product has": on the
 * partner site (another origin), SMS verification signs inside the iframe with the code read from
 * the SMS outbox (GET /api/dev/sms); eID, whose brokers refuse framing, opens the broker (a real
 * oidc-provider, as in signing-flow.test.ts) in a popup, whose return page tells the iframe, which
 * reloads the agreement and emits `signed` to the host.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../../packages/server/test/helpers/eidBroker.js';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness, clickSign } from './harness.js';

let h: Harness;
let broker: TestBroker;
let owner: Awaited<ReturnType<typeof loggedInContext>>;

/** A free TCP port: the broker must know the callback URL before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  broker = await startTestBroker(`http://localhost:${port}/api/eid/callback`, { bea: { national_id: '19850505-5555', name: 'Bea Bankid' } });
  h = await startHarness({ PORT: String(port), EID_ISSUER: broker.issuer, EID_CLIENT_ID: broker.clientId, EID_CLIENT_SECRET: broker.clientSecret });
  owner = await loggedInContext(h.browser, h.url); // once: the login endpoint is rate limited
});
afterAll(async () => {
  await owner?.context.close();
  await h?.close();
  await broker?.close();
});

/** A published contract whose one signatory uses `signer`'s sign method; its id and guest token. */
async function contract(name: string, text: string, signer: Record<string, unknown> & { email: string }): Promise<{ id: number; token: string }> {
  const me = await owner.api.get('/positions/me');
  let agreement = await owner.api.post('/agreements/', { collection_id: me.collections[0].id, name, state: 0 });
  agreement = await owner.api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } }],
  });
  await owner.api.post(`/agreements/${agreement.id}/participants/`, { ...signer, type: 1 });
  await owner.api.post(`/agreements/${agreement.id}/publish`, { subject: `Please sign ${name}`, message: 'Thanks!' });
  const link = await guestLinkFromOutbox(h.url, signer.email);
  return { id: agreement.id as number, token: link.split('/at/')[1]! };
}

async function lastSmsCode(phone: string): Promise<string> {
  const outbox = (await (await fetch(`${h.url}/api/dev/sms`)).json()) as { collection: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.collection.find((m) => m.to === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

const stateOf = async (id: number, token: string) =>
  ((await (await fetch(`${h.url}/api/agreements/${id}`, { headers: { 'X-Flow-Access-Token': token } })).json()) as { state: number }).state;

async function partnerPage(id: number, token: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await h.browser.newContext()).newPage();
  const errors = watchErrors(page);
  await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
  await expect.poll(async () => (await page.locator('#events').textContent()) ?? '').toContain('ready');
  return { page, errors };
}

describe('every sign method inside the embed', () => {
  it('signs with SMS verification inside the iframe', async () => {
    const { id, token } = await contract('Embedded SMS', 'Hire a canoe for a day.', { fullname: 'Sam Sms', email: 'sam.embed@example.com', sign_method: 1, phone_number: '+46701112233' });
    const { page, errors } = await partnerPage(id, token);
    const frame = page.frameLocator('iframe');
    await frame.getByText('Hire a canoe for a day.').waitFor();
    await frame.getByRole('button', { name: 'Send code by SMS' }).click();
    await frame.getByLabel('Security code').fill(await lastSmsCode('+46701112233'));
    await clickSign(frame);
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    await expect.poll(() => page.evaluate(() => document.body.dataset.signed)).toBe('true');
    expect(await page.locator('#events').textContent()).toContain(`signed agreement ${id}`);
    expect(await stateOf(id, token)).toBe(4);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs with eID in a popup that tells the iframe, which reloads and emits signed', async () => {
    const { id, token } = await contract('Embedded eID', 'Borrow a sailboat.', { fullname: 'Bea Bankid', email: 'bea.embed@example.com', sign_method: 2, ssn: '198505055555' });
    const { page, errors } = await partnerPage(id, token);
    const frame = page.frameLocator('iframe');
    await frame.getByText('Borrow a sailboat.').waitFor();

    const popupOpened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Sign with Swedish BankID' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(`${broker.issuer}/**`);
    // The partner page itself never navigated: only the popup went to the broker.
    expect(new URL(page.url()).origin).toBe(new URL(h.examplesUrl).origin);
    await popup.locator('input[name="login"]').fill('bea');
    await popup.locator('input[name="password"]').fill('any');
    await popup.locator('button[type="submit"]').click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed; // the iframe closes its popup once /eid/return reported to it

    await expect.poll(() => page.evaluate(() => document.body.dataset.signed)).toBe('true');
    expect(await page.locator('#events').textContent()).toContain(`signed agreement ${id}`);
    await frame.getByText(/You have signed|signed by everyone/).first().waitFor();
    expect(await stateOf(id, token)).toBe(4);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reports an eID cancelled at the broker in the iframe and as the error event, and stays unsigned', async () => {
    const { id, token } = await contract('Cancelled eID', 'Rent a paddle board.', { fullname: 'Bea Bankid', email: 'bea.cancel@example.com', sign_method: 2, ssn: '198505055555' });
    const { page } = await partnerPage(id, token);
    const frame = page.frameLocator('iframe');
    await frame.getByText('Rent a paddle board.').waitFor();

    const popupOpened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Sign with Swedish BankID' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(`${broker.issuer}/**`);
    const closed = popup.waitForEvent('close');
    await popup.getByText('[ Cancel ]').click();
    await closed;

    await frame.getByRole('alert').filter({ hasText: 'Signature canceled' }).waitFor();
    await expect.poll(async () => (await page.locator('#events').textContent()) ?? '').toContain('error USER_CANCEL Signature canceled');
    expect(await page.locator('#events').textContent()).not.toContain('signed agreement');
    expect(await stateOf(id, token)).toBe(1);
    // The guest may try again: the button is back.
    await frame.getByRole('button', { name: 'Sign with Swedish BankID' }).waitFor();
    await page.context().close();
  });
});
