/**
 * Issue #5 in a real browser: the owner sets a signing order, adds themself as internal
 * approver, an external approver and two signatories (SMS verification, Swedish BankID), approves
 * and sends; the external approver approves in turn; signatory A signs with the SMS code read
 * from the SMS outbox (GET /api/dev/sms); signatory B signs with eID through a real OpenID
 * Provider (oidc-provider) acting as the eID broker; the contract ends signed, and the owner
 * downloads the sealed PDF, which pdfsig verifies.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../../packages/server/test/helpers/eidBroker.js';
import { pdfsig } from '../../packages/server/test/helpers/pdfTools.js';
import { demo, guestLinkFromOutbox, loggedInContext, logInThroughUi, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let broker: TestBroker;

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
});
afterAll(async () => {
  await h?.close();
  await broker?.close();
});

async function lastSmsCode(phone: string): Promise<string> {
  const outbox = (await (await fetch(`${h.url}/api/dev/sms`)).json()) as { collection: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.collection.find((m) => m.to === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

describe('approvals, signing order, SMS and eID', () => {
  it('goes from internal approval to a signed contract', async () => {
    // Setup of the text through the API; everything about participants and signing through the UI.
    const { context: setup, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    let agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Supply agreement', state: 0 });
    agreement = await api.put(`/agreements/${agreement.id}`, {
      checksum: agreement.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The supplier delivers 12 crates a month.' }] }] } }],
    });
    await setup.close();

    const owner = await h.browser.newContext();
    const page = await owner.newPage();
    const ownerErrors = watchErrors(page);
    await logInThroughUi(page, h.url);
    await page.goto(`${h.url}/documents/${agreement.id}`);
    // A controlled checkbox: it shows checked once the server has saved config.signOrder.
    // Participants live in the document sidebar; the form opens in a dialog.
    const sidebar = page.getByRole('complementary', { name: 'Document details' });
    await sidebar.getByLabel('Signing order').click();
    await sidebar.getByText('Participants sign one after the other').waitFor();

    const add = async (person: { name: string; email: string; role: string; method?: string; phone?: string; ssn?: string }) => {
      await sidebar.getByRole('button', { name: 'Add participant' }).click();
      const form = page.getByRole('dialog', { name: 'Add participant' });
      await form.getByLabel('Name', { exact: true }).fill(person.name);
      await form.getByLabel('Email', { exact: true }).fill(person.email);
      await form.getByLabel('Role').selectOption({ label: person.role });
      if (person.method) await form.getByLabel('Sign method').selectOption({ label: person.method });
      // A +code in the phone field picks its country by itself.
      if (person.phone) await form.getByLabel('Phone number', { exact: true }).fill(person.phone);
      if (person.ssn) await form.getByLabel('Personal ID').fill(person.ssn);
      await form.getByRole('button', { name: 'Add participant' }).click();
      await form.waitFor({ state: 'detached' });
      await sidebar.getByText(person.email).first().waitFor();
    };
    await add({ name: 'Demo Approver', email: demo.email, role: 'Internal approver' });
    await add({ name: 'Ext Approver', email: 'ext@example.com', role: 'Approver' });
    await add({ name: 'Bea Bankid', email: 'bea@example.com', role: 'Signatory', method: 'Swedish BankID', ssn: '198505055555' });
    await add({ name: 'Sam Sms', email: 'sam@example.com', role: 'Signatory', method: 'SMS verification', phone: '+46701234567' });
    // Keyboard reorder: Sam signs before Bea.
    await sidebar.getByRole('button', { name: 'Move Sam Sms up' }).click();
    await expect.poll(async () => (await sidebar.locator('.participant-row .participant-name').allTextContents()).join(',')).toBe('Demo Approver,Ext Approver,Sam Sms,Bea Bankid');

    await sidebar.getByRole('button', { name: 'Approve as Demo Approver' }).click();
    await page.getByText('Approved').first().waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject').fill('Please approve and sign');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Waiting for signatures').first().waitFor();

    // The external approver is first in the signing order.
    const ext = await h.browser.newPage();
    const extErrors = watchErrors(ext);
    await ext.goto(await guestLinkFromOutbox(h.url, 'ext@example.com'));
    await ext.getByRole('button', { name: 'Approve' }).click();
    await ext.getByText('You have approved the contract').waitFor();

    // Signatory A: SMS verification with the code from the SMS outbox.
    const sam = await h.browser.newPage();
    const samErrors = watchErrors(sam);
    await sam.goto(await guestLinkFromOutbox(h.url, 'sam@example.com'));
    await sam.getByText('The supplier delivers 12 crates a month.').waitFor();
    await sam.getByRole('button', { name: 'Send code by SMS' }).click();
    await sam.getByLabel('Security code').fill(await lastSmsCode('+46701234567'));
    await sam.getByRole('button', { name: 'Sign' }).click();
    await sam.getByText('Thanks, you signed').waitFor();

    // Signatory B: eID at the broker (oidc-provider's login and consent pages), back to the guest page.
    const bea = await h.browser.newPage();
    const beaErrors = watchErrors(bea);
    const beaLink = await guestLinkFromOutbox(h.url, 'bea@example.com');
    await bea.goto(beaLink);
    await bea.getByRole('button', { name: 'Sign with Swedish BankID' }).click();
    await bea.waitForURL(`${broker.issuer}/**`);
    await bea.locator('input[name="login"]').fill('bea');
    await bea.locator('input[name="password"]').fill('any');
    await bea.locator('button[type="submit"]').click();
    await bea.getByRole('button', { name: 'Continue' }).click();
    await bea.waitForURL(beaLink);
    await bea.getByText('The contract is signed by everyone').waitFor();

    await page.reload();
    await page.getByText('Signed').first().waitFor();
    const final = await (await owner.request.get(`${h.url}/api/agreements/${agreement.id}`)).json();
    expect(final.state).toBe(4);

    // The sealed PDF, downloaded as the owner would, carries a signature pdfsig accepts.
    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download signed PDF' }).click()])) as [Download, void];
    const sealed = await readFile(await download.path());
    expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfsig(sealed)).toContain('Signature is Valid.');
    expect([...ownerErrors, ...extErrors, ...samErrors, ...beaErrors]).toEqual([]);
  });
});
