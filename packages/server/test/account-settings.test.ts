/**
 * Account settings (GET/PUT /accounts/{id}, the logo calls): admins only (403 99 for everyone
 * else), validation that changes nothing on a 400, the logo's type judged from its bytes and its
 * size, the public logo URL, the brand on the guest view, and the defaults applied to new
 * agreements and new signatories.
 */
import type { AccountWire, AgreementWire, PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { jpegBytes, solidPng } from './helpers/solidPng.js';
import { TestClient, createTestServer, loginClient, type TestServer } from './helpers/testServer.js';
import { uploadFile } from './helpers/uploadFile.js';

/** 403 with §8 99, whatever the wording (another account's caller, or a member of this one). */
function expectRefused(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
}

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let accountId: number;

beforeAll(async () => {
  server = await createTestServer({ publicOrigin: 'https://app.inkflow.test' });
  ({ owner, member, workspaceId } = await documentActors(server));
  accountId = ((await owner.get('/api/positions/me')).json() as PositionWire).account.id;
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

const account = async (): Promise<AccountWire> => {
  const response = await owner.get(`/api/accounts/${accountId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const uploadLogo = (client: TestClient, bytes: Buffer, name = 'logo.png', type = 'image/png') => uploadFile(client, `/api/accounts/${accountId}/logo`, {}, { name, bytes, type });

describe('GET and PUT /accounts/{id}', () => {
  it('answers an admin the settings and plan of the account', async () => {
    expect(await account()).toEqual({
      id: accountId,
      name: 'Demo Company',
      plan: 'paid',
      trial_ends_at: null,
      logo_url: null,
      brand_color: null,
      default_language: null,
      default_sign_method: 0,
    });
  });

  it('refuses members, other accounts and guests with 403 99, and strangers with 401', async () => {
    expectRefused(await member.get(`/api/accounts/${accountId}`));
    expectRefused(await member.put(`/api/accounts/${accountId}`, { name: 'Taken over' }));
    expectRefused(await stranger.put(`/api/accounts/${accountId}`, { name: 'Taken over' }));
    expectRefused(await stranger.get(`/api/accounts/${accountId}`));
    expect((await owner.get(`/api/accounts/${accountId}`, { headers: { 'x-flow-access-token': 'a'.repeat(43) } })).statusCode).toBe(403);
    expect((await new TestClient(server.app).get(`/api/accounts/${accountId}`)).statusCode).toBe(401);
    expect((await account()).name).toBe('Demo Company');
  });

  it('changes the given fields only, storing the colour as #rrggbb', async () => {
    const response = await owner.put(`/api/accounts/${accountId}`, { name: '  Demo Company AB ', brand_color: '#1A7F5A' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Demo Company AB', brand_color: '#1a7f5a', default_language: null, default_sign_method: 0 });
    expect((await owner.put(`/api/accounts/${accountId}`, { brand_color: '#fc0' })).json().brand_color).toBe('#ffcc00');
    expect((await owner.put(`/api/accounts/${accountId}`, { brand_color: null })).json().brand_color).toBeNull();
    expect((await owner.put(`/api/accounts/${accountId}`, {})).json().name).toBe('Demo Company AB');
    // The session's account follows (the header and the guest pages show the new name).
    expect(((await owner.get('/api/positions/me')).json() as PositionWire).account.name).toBe('Demo Company AB');
  });

  it('answers 400 with a clear message for invalid input and changes nothing', async () => {
    const before = await account();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x'.repeat(101) }, /Company name must contain at most 100 character\(s\)/],
      [{ name: '   ' }, /Company name is required/],
      [{ name: 'Fine', brand_color: 'red' }, /Brand colour is not valid/],
      [{ brand_color: '#12345' }, /Brand colour is not valid/],
      [{ brand_color: 'url(javascript:alert(1))' }, /Brand colour is not valid/],
      [{ default_language: 'xx' }, /Default language is not valid/],
      [{ default_sign_method: 3 }, /Default sign method is not valid/],
      [{ plan: 'paid' }, /plan/],
    ];
    for (const [body, message] of cases) {
      const response = await owner.put(`/api/accounts/${accountId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().api_error_code).toBe('BAD_REQUEST');
      expect(response.json().message).toMatch(message);
    }
    expect(await account()).toEqual(before);
  });
});

describe('the logo', () => {
  const png = solidPng(8, 4, [26, 127, 90]);

  it('stores a PNG, serves it publicly under a versioned URL, and replaces it with a JPEG', async () => {
    const uploaded = await uploadLogo(owner, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const pngUrl = uploaded.json().logo_url as string;
    expect(pngUrl).toMatch(new RegExp(`^/api/accounts/${accountId}/logo/[0-9a-f]{32}\\.png$`));

    // No session: email clients and guest pages load it as is.
    const image = await new TestClient(server.app).get(pngUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);

    // Named .png but a JPEG: the bytes decide.
    const replaced = await uploadLogo(owner, jpegBytes, 'logo.png', 'image/png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const jpegUrl = replaced.json().logo_url as string;
    expect(jpegUrl).toMatch(/\.jpg$/);
    expect((await new TestClient(server.app).get(jpegUrl)).headers['content-type']).toBe('image/jpeg');
    // Only the current version is served.
    expect((await new TestClient(server.app).get(pngUrl)).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(`/api/accounts/${accountId}/logo/..%2F..%2Fsecret.png`)).statusCode).toBe(404);
  });

  it('judges the type from the bytes: an SVG, a GIF or text named logo.png answers 4502', async () => {
    const before = (await account()).logo_url;
    const files: Array<[Buffer, string, string]> = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'logo.gif', 'image/gif'],
      [Buffer.from('just text'), 'logo.jpg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of files) {
      const response = await uploadLogo(owner, bytes, name, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: 4502 });
    }
    expect((await account()).logo_url).toBe(before);
  });

  it('refuses a file over 1 MiB and an upload without a file with 400, and members with 403 99', async () => {
    const before = (await account()).logo_url;
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    const tooBig = await uploadLogo(owner, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ api_error_code: 'BAD_REQUEST', message: 'file: the logo must be at most 1 MiB' });
    const exactly = Buffer.concat([png, Buffer.alloc(1024 * 1024 - png.length)]);
    expect((await uploadLogo(owner, exactly)).statusCode).toBe(200);
    const none = await uploadFile(owner, `/api/accounts/${accountId}/logo`, { note: 'x' }, { field: 'other', name: 'x.png', bytes: png });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('file: a PNG or JPEG image is required');
    expectRefused(await uploadLogo(member, png));
    expectRefused(await uploadLogo(stranger, png));
    expectRefused(await member.delete(`/api/accounts/${accountId}/logo`));
    expect((await account()).logo_url).not.toBe(before);
  });

  it('removes the logo: the account and the old URL forget it', async () => {
    const { logo_url: url } = (await uploadLogo(owner, png)).json() as AccountWire;
    const removed = await owner.delete(`/api/accounts/${accountId}/logo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    expect((await new TestClient(server.app).get(url!)).statusCode).toBe(404);
  });
});

describe('what counterparties see', () => {
  it('the guest view names the company with its logo and brand colour', async () => {
    await owner.put(`/api/accounts/${accountId}`, { name: 'Brand AB', brand_color: '#ffcc00' });
    const { logo_url: logoUrl } = (await uploadLogo(owner, solidPng(4, 4, [255, 204, 0]))).json() as AccountWire;
    const f = await SigningFixture.create(server, owner);
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Gus Guest', email: 'gus@example.com', type: 1 });
    await f.publish(draft.id);
    const guest = f.guest((await f.tokenOf(draft.id, 'gus@example.com'))!);
    const view = (await guest.get(`/api/agreements/${draft.id}`)).json() as AgreementWire;
    expect(view.sender).toMatchObject({ company_name: 'Brand AB', logo_url: logoUrl, brand_color: '#ffcc00' });
  });
});

describe('defaults for new agreements and participants', () => {
  it('a new agreement takes the default language; a template copy keeps its own, else takes it', async () => {
    await owner.put(`/api/accounts/${accountId}`, { default_language: 'sv', default_sign_method: 10 });
    const blank = await createAgreement(owner, { collection_id: workspaceId, name: 'Defaults' });
    expect(blank.language).toBe('sv');
    const template = await createAgreement(owner, { collection_id: workspaceId, name: 'Template', state: 6 });
    const saved = await owner.put(`/api/agreements/${template.id}`, { checksum: template.checksum, language: 'de' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await createAgreement(owner, { collection_id: workspaceId, source_id: template.id })).language).toBe('de');
    await owner.put(`/api/accounts/${accountId}`, { default_language: null });
    expect((await createAgreement(owner, { collection_id: workspaceId, name: 'No default' })).language).toBeNull();
  });

  it('a new signatory without a sign method gets the default one; others and explicit choices keep theirs', async () => {
    await owner.put(`/api/accounts/${accountId}`, { default_sign_method: 10 });
    const draft = await createAgreement(owner, { collection_id: workspaceId, name: 'Sign methods' });
    const add = async (body: Record<string, unknown>) => {
      const response = await owner.post(`/api/agreements/${draft.id}/participants/`, body);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as AgreementWire).participants.find((p) => p.email === body.email)!;
    };
    expect((await add({ fullname: 'Signs', email: 'signs@example.com', type: 1 })).sign_method).toBe(10);
    expect((await add({ fullname: 'Chose', email: 'chose@example.com', type: 1, sign_method: 0 })).sign_method).toBe(0);
    expect((await add({ fullname: 'Views', email: 'views@example.com', type: 3 })).sign_method).toBe(0);
    // The session carries the default too, for the app's participant form.
    expect(((await owner.get('/api/positions/me')).json() as PositionWire).account.default_sign_method).toBe(10);
    await owner.put(`/api/accounts/${accountId}`, { default_sign_method: 0 });
  });
});
