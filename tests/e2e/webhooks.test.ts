/**
 * Webhooks end to end (docs/webhooks.md): an admin adds an endpoint for a local HTTP receiver in
 * Settings → Webhooks and copies the secret shown once; a counterparty signs through their
 * guest link; the receiver gets `agreement.signed` whose Inkflow-Signature verifies with that
 * secret; the endpoint's delivery log then shows the delivery, with the request and the answer.
 * The pages are axe-clean and do not scroll sideways at 1280 and 375 px.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

type Received = { headers: http.IncomingHttpHeaders; body: string; json: { id: string; type: string; data: { agreement: { id: number; name: string }; participant?: { email: string } } } };

let h: Harness;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
const waiting: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];

/** Resolves with the first request matching `match`, as soon as it arrives (or at once). */
function receivedWhere(match: (r: Received) => boolean): Promise<Received> {
  const found = received.find(match);
  return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
}

beforeAll(async () => {
  h = await startHarness();
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"received":true}');
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Received = { headers: request.headers, body, json: JSON.parse(body) as Received['json'] };
      received.push(entry);
      for (const wait of waiting.filter((w) => w.match(entry))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(entry);
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inkflow/events`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await h?.close();
});

/** The signature check of docs/webhooks.md, over the raw body. */
function signatureValid(request: Received, secret: string): boolean {
  const parts = Object.fromEntries(String(request.headers['inkflow-signature']).split(',').map((part) => part.split('=', 2) as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function fitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `page is ${widths.scrollWidth} px wide in a ${widths.innerWidth} px window`).toBeLessThanOrEqual(widths.innerWidth);
}

describe('webhooks', () => {
  it('an admin adds an endpoint; a counterparty signs; the receiver gets a signed agreement.signed; the log shows it', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logInThroughUi(page, h.url);

    // Settings → Webhooks, from the settings area's navigation.
    await page.goto(`${h.url}/settings`);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoints yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
    // Signed and concluded are ticked by default; also the first open.
    await dialog.getByRole('checkbox', { name: /Contract opened/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const reveal = page.getByRole('dialog', { name: 'Copy your signing secret' });
    const secret = await reveal.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    // The endpoint's page: its URL, and the secret only as a hint from now on.
    await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();
    await page.getByText(receiverUrl).waitFor();
    await page.getByText(`whsec_…${secret.slice(-4)}`).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // A counterparty opens their link and signs.
    const contract = await publishedContract(h.browser, h.url, {
      name: 'Webhook lease',
      text: 'The tenant rents the flat.',
      signer: { fullname: 'Wendy Webhook', email: 'wendy@example.com', sign_method: 0 },
    });
    const guestContext = await h.browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(contract.guestLink);
    await clickSign(guest);
    await guest.getByText('The contract is signed by everyone').waitFor();
    await guestContext.close();

    const viewed = await receivedWhere((r) => r.json.type === 'agreement.viewed' && r.json.data.agreement.id === contract.id);
    expect(viewed.json.data.participant?.email).toBe('wendy@example.com');
    const signed = await receivedWhere((r) => r.json.type === 'agreement.signed' && r.json.data.agreement.id === contract.id);
    expect(signed.headers['inkflow-event']).toBe(signed.json.id);
    expect(signed.json.data).toMatchObject({ agreement: { name: 'Webhook lease' }, participant: { email: 'wendy@example.com' } });
    expect(signatureValid(signed, secret)).toBe(true);
    expect(signatureValid(signed, `${secret}x`)).toBe(false);
    const concluded = await receivedWhere((r) => r.json.type === 'agreement.concluded' && r.json.data.agreement.id === contract.id);
    expect(signatureValid(concluded, secret)).toBe(true);
    expect(received.filter((r) => r.json.type === 'agreement.published')).toEqual([]);

    // The delivery log shows the delivery; its row opens to the request and the answer.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByRole('button', { name: /Participant signed/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Succeeded');
    expect(await row.textContent()).toContain('200');
    await row.click();
    const panel = page.locator(`#${await row.getAttribute('aria-controls')}`);
    await panel.getByText('"name": "Webhook lease"').waitFor();
    await panel.getByText('"received": true').waitFor();
    expect(await panel.textContent()).toContain(`Inkflow-Event: ${signed.json.id}`);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsWidth(page);

    // Send test event: the receiver's answer on the page.
    await page.getByRole('button', { name: 'Send test event' }).click();
    const result = page.getByRole('status').filter({ hasText: '"received": true' });
    await result.waitFor();
    expect(await result.textContent()).toContain('Succeeded');
    await receivedWhere((r) => r.json.type === 'webhook.test');

    // The list shows the endpoint with its last delivery; both pages fit a phone.
    await page.getByRole('link', { name: /All endpoints/ }).click();
    const list = page.getByRole('list', { name: 'Endpoints' });
    await list.getByRole('link', { name: receiverUrl }).waitFor();
    expect(await list.textContent()).toContain('Enabled');
    expect(await list.textContent()).toContain('3 events');
    await fitsWidth(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await list.getByRole('link', { name: receiverUrl }).click();
    await page.getByRole('button', { name: /Participant signed/ }).click();
    await page.getByText('"name": "Webhook lease"').first().waitFor();
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
