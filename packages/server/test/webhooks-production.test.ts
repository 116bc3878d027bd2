/**
 * Webhooks in production (§5 "https only for webhooks", docs/webhooks.md "Security"): URLs must
 * be https and must not name a private address, and a delivery connects only to public addresses,
 * checked on every resolved address at connection time, so a name that resolves to loopback (here
 * `localhost`, stored as if it had resolved elsewhere when saved) is refused and nothing is sent.
 */
import type { CreatedWebhookWire, PositionWire, WebhookDeliveryWire, WebhookListWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooks } from '../src/db/schema-webhooks.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver.js';

let server: TestServer;
let owner: TestClient;
let receiver: WebhookReceiver;
let accountId: number;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ production: true, expirySweepMs: 0, publicOrigin: 'https://sign.example.test' });
  owner = await loginClient(server.app);
  accountId = ((await owner.get('/api/positions/me')).json() as PositionWire).account.id;
  base = `/api/accounts/${accountId}/webhooks/`;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('webhooks in production', () => {
  it('says so in the list, and refuses http and private or local addresses with 400', async () => {
    expect(((await owner.get(base)).json() as WebhookListWire).https_only).toBe(true);
    const refused: [string, RegExp][] = [
      [receiver.url, /Webhook URL is not a valid URL/],
      ['http://crm.example.com/hooks', /Webhook URL is not a valid URL/],
      ['https://127.0.0.1/hooks', /public address/],
      ['https://10.1.2.3/hooks', /public address/],
      ['https://192.168.0.10:8443/hooks', /public address/],
      ['https://169.254.169.254/latest/meta-data', /public address/],
      ['https://[::1]/hooks', /public address/],
      ['https://[fd00::1]/hooks', /public address/],
      ['https://[::ffff:127.0.0.1]/hooks', /public address/],
      ['https://localhost:8443/hooks', /public address/],
      ['https://api.localhost/hooks', /public address/],
    ];
    for (const [url, message] of refused) {
      const response = await owner.post(base, { url, events: ['agreement.signed'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
    const created = await owner.post(base, { url: 'https://crm.example.com/hooks', events: ['agreement.signed'] });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as CreatedWebhookWire).id;
    expect((await owner.put(`${base}${id}`, { url: 'http://crm.example.com/hooks' })).statusCode).toBe(400);
    expect((await owner.put(`${base}${id}`, { url: 'https://127.0.0.1/hooks' })).statusCode).toBe(400);
    expect(((await owner.get(base)).json() as WebhookListWire).count).toBe(1);
    await owner.delete(`${base}${id}`);
  });

  it('refuses at connection time a name that resolves to a loopback address, and sends nothing', async () => {
    const port = new URL(receiver.url).port;
    // As if `localhost` had been a public name when saved (DNS can change): only the connection-time check stands between.
    const [hook] = await server.db.insert(webhooks).values({ accountId, url: `https://localhost:${port}/hooks/inkflow`, events: ['agreement.signed'], secret: 'whsec_production' }).returning();
    const response = await owner.post(`${base}${hook!.id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    const delivery = response.json() as WebhookDeliveryWire;
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toEqual([expect.objectContaining({ response_status: null, error: expect.stringMatching(/^Refused: (127\.0\.0\.1|::1) is not a public address$/) })]);
    expect(receiver.requests).toEqual([]);
  });

  it('refuses a stored http URL or address literal before connecting', async () => {
    const port = new URL(receiver.url).port;
    for (const [url, error] of [
      [receiver.url, 'Refused: webhook URLs must use https'],
      [`https://127.0.0.1:${port}/hooks`, 'Refused: 127.0.0.1 is not a public address'],
      [`https://[::ffff:7f00:1]:${port}/hooks`, 'Refused: ::ffff:7f00:1 is not a public address'],
    ]) {
      const [hook] = await server.db.insert(webhooks).values({ accountId, url: url!, events: ['agreement.signed'], secret: 'whsec_production' }).returning();
      const delivery = (await owner.post(`${base}${hook!.id}/test`)).json() as WebhookDeliveryWire;
      expect(delivery.attempts[0]!.error, url).toBe(error);
    }
    expect(receiver.requests).toEqual([]);
  });
});
