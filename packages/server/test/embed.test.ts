/**
 * Issue #6 server side: account embed settings (who may read and change them, origin
 * validation), the embed pages' frame policy (CSP frame-ancestors and the injected JSON, in
 * development and production), the preview call, and template signing links end to end.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateSigningLinks } from '../src/db/schema-embed.js';
import { embedShell } from '../src/embed/embedShell.js';
import { redactUrl } from '../src/http/redactUrl.js';
import { frameAncestorsOf } from './helpers/contentSecurityPolicy.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { TestClient, createTestServer, guestHeaders, loginClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let me: PositionWire;
let workspaceId: number;
let otherWorkspace: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await loginClient(server.app);
  me = (await owner.get('/api/positions/me')).json() as PositionWire;
  workspaceId = me.collections[0]!.id;
  otherWorkspace = (await createOtherAccount(server.db)).collectionId;
});
afterAll(async () => {
  await server?.close();
});

const settingsUrl = () => `/api/accounts/${me.account.id}/embed_settings`;

async function template(name = 'Kayak rental', text = 'Rent a kayak for a day.'): Promise<AgreementWire> {
  const created = (await owner.post('/api/agreements/', { collection_id: workspaceId, name, state: 6 })).json() as AgreementWire;
  const saved = await owner.put(`/api/agreements/${created.id}`, {
    checksum: created.checksum,
    boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } }],
  });
  expect(saved.statusCode).toBe(200);
  return saved.json() as AgreementWire;
}

const policyIn = (html: string) => JSON.parse(/<script type="application\/json" id="inkflow-frame-policy">(.*?)<\/script>/.exec(html)![1]!);

describe('account embed settings', () => {
  it('starts empty and stores exact origins, without duplicates', async () => {
    const empty = await owner.get(settingsUrl());
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ account_id: me.account.id, allowed_origins: [], development_origins_allowed: true, updated: null });

    const put = await owner.put(settingsUrl(), { allowed_origins: ['https://partner.example', 'http://localhost:8080', 'https://partner.example'] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ allowed_origins: ['https://partner.example', 'http://localhost:8080'] });
    expect((await owner.get(settingsUrl())).json()).toMatchObject({ allowed_origins: ['https://partner.example', 'http://localhost:8080'] });
  });

  it('refuses anything but an exact http(s) origin with 400, naming it, and keeps the old list', async () => {
    for (const bad of ['https://partner.example/', 'https://*.example', '*', "https://a.example 'unsafe-inline'", 'javascript:alert(1)', 'HTTPS://UPPER.EXAMPLE', 'https://a.example;script-src *']) {
      const response = await owner.put(settingsUrl(), { allowed_origins: [bad] });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    }
    expect((await owner.put(settingsUrl(), { allowed_origins: 'https://a.example' })).statusCode).toBe(400);
    expect((await owner.put(settingsUrl(), { allowed_origins: [], extra: 1 })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => `https://p${i}.example`);
    expect((await owner.put(settingsUrl(), { allowed_origins: tooMany })).statusCode).toBe(400);
    expect((await owner.get(settingsUrl())).json()).toMatchObject({ allowed_origins: ['https://partner.example', 'http://localhost:8080'] });
  });

  it('is only for an admin of that account, never a guest, and needs the anti-forgery token', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(settingsUrl())).statusCode).toBe(401);

    const stranger = await loginClient(server.app, other);
    expect((await stranger.get(settingsUrl())).statusCode).toBe(403);
    expect((await stranger.put(settingsUrl(), { allowed_origins: ['https://evil.example'] })).statusCode).toBe(403);

    expect((await owner.put(settingsUrl(), { allowed_origins: ['https://evil.example'] }, { xsrf: false })).statusCode).toBe(403);
    expect((await owner.get(settingsUrl(), { headers: guestHeaders('some-token') })).statusCode).toBe(403);

    // A member who is not an admin of the account may not change it.
    const [member] = await server.db.select().from(schema.positions).where(eq(schema.positions.email, me.email));
    await server.db.update(schema.positions).set({ userRole: 'member' }).where(eq(schema.positions.id, member!.id));
    try {
      expect((await owner.put(settingsUrl(), { allowed_origins: ['https://evil.example'] })).statusCode).toBe(403);
    } finally {
      await server.db.update(schema.positions).set({ userRole: member!.userRole }).where(eq(schema.positions.id, member!.id));
    }
    expect((await owner.get(settingsUrl())).json()).toMatchObject({ allowed_origins: ['https://partner.example', 'http://localhost:8080'] });
  });
});

describe('embed page frame policy', () => {
  it("sends the account's origins plus the development defaults, and no referrer", async () => {
    const t = await template();
    const response = await server.app.inject({ method: 'GET', url: `/embed/documents/${t.id}/at/some-token` });
    expect(response.statusCode).toBe(200);
    expect(frameAncestorsOf(response)).toBe(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://partner.example http://localhost:8080",
    );
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(policyIn(response.body)).toEqual({ allowedOrigins: ['https://partner.example', 'http://localhost:8080'], allowDevOrigins: true });
    // No document data in the shell.
    expect(response.body).not.toContain('Kayak');
    const templatePage = await server.app.inject({ method: 'GET', url: `/embed/documents/templates/${t.id}/at/link` });
    expect(templatePage.headers['content-security-policy']).toContain('https://partner.example');
  });

  it('gives an unknown agreement or another account nothing but the defaults', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/embed/documents/999999/at/x' });
    expect(frameAncestorsOf(unknown)).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    expect(policyIn(unknown.body)).toEqual({ allowedOrigins: [], allowDevOrigins: true });
    const theirs = (await (await loginClient(server.app, other)).post('/api/agreements/', { collection_id: otherWorkspace, name: 'Theirs' })).json() as AgreementWire;
    const page = await server.app.inject({ method: 'GET', url: `/embed/documents/${theirs.id}/at/x` });
    expect(page.headers['content-security-policy']).not.toContain('partner.example');
  });

  it('allows only the allowlist in production', async () => {
    const production = await createTestServer({ production: true });
    try {
      const client = await loginClient(production.app);
      const mine = (await client.get('/api/positions/me')).json() as PositionWire;
      const created = (await client.post('/api/agreements/', { collection_id: mine.collections[0]!.id, name: 'Prod' })).json() as AgreementWire;
      const none = await production.app.inject({ method: 'GET', url: `/embed/documents/${created.id}/at/x` });
      expect(frameAncestorsOf(none)).toBe("frame-ancestors 'none'");
      expect(policyIn(none.body)).toEqual({ allowedOrigins: [], allowDevOrigins: false });
      await client.put(`/api/accounts/${mine.account.id}/embed_settings`, { allowed_origins: ['https://partner.example'] });
      const some = await production.app.inject({ method: 'GET', url: `/embed/documents/${created.id}/at/x` });
      expect(frameAncestorsOf(some)).toBe('frame-ancestors https://partner.example');
      expect((await client.get(`/api/accounts/${mine.account.id}/embed_settings`)).json()).toMatchObject({ development_origins_allowed: false });
    } finally {
      await production.close();
    }
  });

  it('escapes the injected JSON', async () => {
    const html = embedShell({ allowedOrigins: ['</script><script>alert(1)</script>'], allowDevOrigins: false });
    expect(html).not.toContain('</script><script>');
  });
});

describe('preview', () => {
  it("answers the owner's session with the agreement, and refuses guests, strangers and nobody", async () => {
    const t = await template('Previewed');
    const mine = await owner.post(`/api/agreements/${t.id}/preview`, {});
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: t.id, name: 'Previewed' });
    expect((await new TestClient(server.app).post(`/api/agreements/${t.id}/preview`, {})).statusCode).toBe(403); // no XSRF cookie yet
    const anonymous = new TestClient(server.app);
    await anonymous.get('/api/ping');
    expect((await anonymous.post(`/api/agreements/${t.id}/preview`, {})).statusCode).toBe(401);
    expect((await anonymous.post(`/api/agreements/${t.id}/preview`, {}, { headers: guestHeaders('preview') })).statusCode).toBe(403);
    expect((await (await loginClient(server.app, other)).post(`/api/agreements/${t.id}/preview`, {})).statusCode).toBe(403);
  });
});

describe('template signing links', () => {
  it('lets the owner create a link for a template only; the token is returned once and stored hashed', async () => {
    const t = await template();
    const response = await owner.post(`/api/agreements/${t.id}/signing_links`, {});
    expect(response.statusCode).toBe(201);
    const link = response.json() as { id: number; token: string; url: string };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`/embed/documents/templates/${t.id}/at/${link.token}$`));
    const rows = await server.db.select().from(templateSigningLinks).where(eq(templateSigningLinks.id, link.id));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(link.token);

    const contract = (await owner.post('/api/agreements/', { collection_id: workspaceId, name: 'Not a template' })).json() as AgreementWire;
    const refused = await owner.post(`/api/agreements/${contract.id}/signing_links`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ api_error_code: 4999 });
    expect((await (await loginClient(server.app, other)).post(`/api/agreements/${t.id}/signing_links`, {})).statusCode).toBe(403);
    expect((await new TestClient(server.app).post(`/api/agreements/${t.id}/signing_links`, {}, { xsrf: false })).statusCode).toBe(403);
  });

  it('shows the template to the link holder without its participants, and nothing to anyone else', async () => {
    const t = await template('Bike rental', 'Rent a bike.');
    await owner.post(`/api/agreements/${t.id}/participants/`, { fullname: 'Owner Person', email: 'owner.person@example.com', type: 1 });
    const { token } = (await owner.post(`/api/agreements/${t.id}/signing_links`, {})).json() as { token: string };
    const anonymous = new TestClient(server.app);
    const shown = await anonymous.get(`/api/embed/templates/${t.id}`, { headers: guestHeaders(token) });
    expect(shown.statusCode).toBe(200);
    const wire = shown.json() as AgreementWire;
    expect(wire).toMatchObject({ id: t.id, name: 'Bike rental', state: 6, participants: [], parties: [], checksum: '' });
    expect(JSON.stringify(wire.boxes)).toContain('Rent a bike.');
    expect((await anonymous.get(`/api/embed/templates/${t.id}`)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/embed/templates/${t.id}`, { headers: guestHeaders('wrong') })).statusCode).toBe(403);
    const otherTemplate = await template('Other');
    expect((await anonymous.get(`/api/embed/templates/${otherTemplate.id}`, { headers: guestHeaders(token) })).statusCode).toBe(403);
    // The link token is no guest token: it opens no agreement.
    expect((await anonymous.get(`/api/agreements/${t.id}`, { headers: guestHeaders(token) })).statusCode).toBe(403);
  });

  it('creates a pending agreement from the template for the visitor, who then signs it with the returned guest token', async () => {
    const t = await template('Canoe rental', 'Rent a canoe.');
    const { token } = (await owner.post(`/api/agreements/${t.id}/signing_links`, {})).json() as { token: string };
    const visitor = new TestClient(server.app);

    const bad = await visitor.post(`/api/embed/templates/${t.id}/agreements`, { fullname: '', email: 'nope' }, { headers: guestHeaders(token) });
    expect(bad.statusCode).toBe(400);
    expect((await visitor.post(`/api/embed/templates/${t.id}/agreements`, { fullname: 'Vera', email: 'vera@example.com' })).statusCode).toBe(403);

    const response = await visitor.post(`/api/embed/templates/${t.id}/agreements`, { fullname: ' Vera Visitor ', email: 'vera@example.com' }, { headers: guestHeaders(token) });
    expect(response.statusCode).toBe(201);
    const created = response.json() as { agreement_id: number; participant_id: number; guest_token: string };
    expect(created.agreement_id).not.toBe(t.id);

    const asGuest = await visitor.get(`/api/agreements/${created.agreement_id}`, { headers: guestHeaders(created.guest_token) });
    expect(asGuest.statusCode).toBe(200);
    const agreement = asGuest.json() as AgreementWire;
    expect(agreement).toMatchObject({ name: 'Canoe rental', state: 1, current_participant_id: created.participant_id });
    expect(JSON.stringify(agreement.boxes)).toContain('Rent a canoe.');
    expect(agreement.participants).toEqual([expect.objectContaining({ id: created.participant_id, fullname: 'Vera Visitor', email: 'vera@example.com', type: 1, sign_method: 0 })]);

    const signed = await visitor.post(
      `/api/agreements/${created.agreement_id}/participants/${created.participant_id}/sign`,
      { checksum: agreement.checksum, sign_method: 0 },
      { headers: guestHeaders(created.guest_token) },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect((signed.json() as { agreement: AgreementWire }).agreement.state).toBe(4);

    // The template is untouched, the new agreement is in the owner's workspace with its audit trail.
    const again = (await owner.get(`/api/agreements/${t.id}`)).json() as AgreementWire;
    expect(again).toMatchObject({ state: 6, participants: [] });
    const [row] = await server.db.select().from(schema.agreements).where(eq(schema.agreements.id, created.agreement_id));
    expect(row).toMatchObject({ collectionId: workspaceId, sourceId: t.id });
    const events = await server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, created.agreement_id));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['created', 'published', 'signed']));
    expect(events.find((e) => e.type === 'created')!.userAgent).toBe('inkflow-test');
  });

  it('stops working once revoked, by the owner only', async () => {
    const t = await template('Revocable');
    const link = (await owner.post(`/api/agreements/${t.id}/signing_links`, {})).json() as { id: number; token: string };
    const visitor = new TestClient(server.app);
    expect((await visitor.get(`/api/embed/templates/${t.id}`, { headers: guestHeaders(link.token) })).statusCode).toBe(200);
    expect((await (await loginClient(server.app, other)).delete(`/api/agreements/${t.id}/signing_links/${link.id}`)).statusCode).toBe(403);
    const otherTemplate = await template('Unrelated');
    expect((await owner.delete(`/api/agreements/${otherTemplate.id}/signing_links/${link.id}`)).statusCode).toBe(404);
    const listed = (await owner.get(`/api/agreements/${t.id}/signing_links`)).json() as { collection: { id: number; created: string }[] };
    expect(listed.collection.map((l) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(listed)).not.toContain(link.token);
    expect((await (await loginClient(server.app, other)).get(`/api/agreements/${t.id}/signing_links`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/agreements/${t.id}/signing_links/${link.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/agreements/${t.id}/signing_links/${link.id}`)).statusCode).toBe(404);
    expect(((await owner.get(`/api/agreements/${t.id}/signing_links`)).json() as { collection: unknown[] }).collection).toEqual([]);
    expect((await visitor.get(`/api/embed/templates/${t.id}`, { headers: guestHeaders(link.token) })).statusCode).toBe(403);
    expect((await visitor.post(`/api/embed/templates/${t.id}/agreements`, { fullname: 'Late', email: 'late@example.com' }, { headers: guestHeaders(link.token) })).statusCode).toBe(403);
  });

  it('stops working when the template is deleted', async () => {
    const t = await template('Short-lived');
    const { token } = (await owner.post(`/api/agreements/${t.id}/signing_links`, {})).json() as { token: string };
    expect((await owner.delete(`/api/agreements/${t.id}`)).statusCode).toBe(204);
    const response = await new TestClient(server.app).get(`/api/embed/templates/${t.id}`, { headers: guestHeaders(token) });
    expect([403, 404]).toContain(response.statusCode);
  });

  it('limits agreement creation through links per visitor IP', async () => {
    const t = await template('Popular');
    const { token } = (await owner.post(`/api/agreements/${t.id}/signing_links`, {})).json() as { token: string };
    const visitor = new TestClient(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await visitor.post(`/api/embed/templates/${t.id}/agreements`, { fullname: '', email: '' }, { headers: guestHeaders(token) })).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(20);
  });

  it('never logs a link or guest token', async () => {
    expect(redactUrl('/embed/documents/templates/4/at/secret-token?language=sv')).toBe('/embed/documents/templates/4/at/[redacted]?language=sv');
  });
});

