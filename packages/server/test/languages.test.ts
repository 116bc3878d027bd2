/**
 * Languages on the server (§1, DESIGN.md "i18n"): a user's language is stored on their position
 * (PUT /positions/{id}) and picks the language of their emails; a counterparty's emails and SMS
 * are in the agreement's language; the sign-up email follows the page's cookie, else
 * Accept-Language. Expected texts come from the locale files themselves.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from './helpers/captchaSolver.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { TestClient, createTestServer, demo, loginClient, type TestServer } from './helpers/testServer.js';

type Outbox = { collection: { to: string; subject: string; text: string; html: string }[] };
type Texts = Record<string, Record<string, string>>;

const emailTexts = (folder: string) => JSON.parse(readFileSync(new URL(`../src/i18n/locales/${folder}/email.json`, import.meta.url), 'utf8')) as Texts;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ expirySweepMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

async function lastEmailTo(to: string) {
  const outbox = (await new TestClient(server.app).get('/api/dev/outbox')).json() as Outbox;
  const mail = outbox.collection.find((m) => m.to === to);
  expect(mail, `an email to ${to}`).toBeDefined();
  return mail!;
}

describe('PUT /positions/{id} (my settings: language)', () => {
  it('stores a supported language; refuses an unknown one, another position and a stranger, changing nothing', async () => {
    const me = await loginClient(server.app);
    const { id } = (await me.get('/api/positions/me')).json() as { id: number };

    const unknown = await me.put(`/api/positions/${id}`, { language: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ api_error_code: 'BAD_REQUEST' });
    expect((await me.put(`/api/positions/${id}`, { language: 'sv', role: 'admin' })).statusCode).toBe(400);
    expect(((await me.get('/api/positions/me')).json() as { language: string }).language).toBe('en');

    expect((await me.put(`/api/positions/${id + 1000}`, { language: 'sv' })).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    const stranger = new TestClient(server.app);
    await stranger.get('/api/ping');
    expect((await stranger.put(`/api/positions/${id}`, { language: 'sv' })).statusCode).toBe(401);

    const saved = await me.put(`/api/positions/${id}`, { language: 'fi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id, language: 'fi' });
    expect(((await me.get('/api/positions/me')).json() as { language: string }).language).toBe('fi');

    // The user's own emails now come in Finnish.
    expect((await me.post('/api/positions/forgot_password', { email: demo.email })).statusCode).toBe(200);
    const fi = emailTexts('fi');
    const mail = await lastEmailTo(demo.email);
    expect(mail.subject).toBe(fill(fi.recovery!.subject!, { product: 'Inkflow' }));
    expect(mail.text).toContain(fill(fi.recovery!.intro!, { product: 'Inkflow' }));

    expect((await me.put(`/api/positions/${id}`, { language: 'en' })).statusCode).toBe(200);
  });
});

describe('the sign-up email speaks the language of the page that asked', () => {
  it('Accept-Language when there is no cookie, the flow-preferred-language cookie over it', async () => {
    const de = new TestClient(server.app);
    await de.get('/api/ping');
    const asked = await de.post('/api/positions/signup', { email: 'de.signup@inkflow.test', captcha_response_token: await solveCaptcha(de) }, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const german = await lastEmailTo('de.signup@inkflow.test');
    expect(german.subject).toBe(fill(emailTexts('de').signup!.subject!, { product: 'Inkflow' }));
    // The wizard behind the link preselects German too.
    const token = /\/signup\/([A-Za-z0-9_-]+)/.exec(german.text)![1]!;
    expect((await de.get(`/api/positions/signup_step2?private_token=${token}`)).json()).toMatchObject({ email: 'de.signup@inkflow.test', language: 'de' });

    const fi = new TestClient(server.app);
    await fi.get('/api/ping');
    fi.cookies.set('flow-preferred-language', 'fi');
    const chosen = await fi.post('/api/positions/signup', { email: 'fi.signup@inkflow.test', captcha_response_token: await solveCaptcha(fi) }, { headers: { 'accept-language': 'de-DE' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await lastEmailTo('fi.signup@inkflow.test')).subject).toBe(fill(emailTexts('fi').signup!.subject!, { product: 'Inkflow' }));
  });
});

describe("a counterparty's invitation and codes are in the agreement's language", () => {
  it('Swedish agreement: Swedish invitation email and Swedish SMS signing code; no language: English', async () => {
    const owner = await loginClient(server.app);
    const f = await SigningFixture.create(server, owner);
    const draft = await f.draft();
    const swedish = await owner.put(`/api/agreements/${draft.id}`, { checksum: draft.checksum, language: 'sv' });
    expect(swedish.statusCode, swedish.body).toBe(200);
    await f.add(draft.id, { fullname: 'Sven Svensson', email: 'sven@inkflow.test', sign_method: 1, phone_number: '+46701234567' });
    const published = await f.publish(draft.id);
    const sv = emailTexts('sv');
    const invitation = await lastEmailTo('sven@inkflow.test');
    expect(invitation.text).toContain(fill(sv.invitation!.greeting!, { fullname: 'Sven Svensson' }));
    expect(invitation.text).toContain(fill(sv.invitation!.sign!, { name: 'Flow agreement' }));

    const token = (await f.tokenOf(published.id, 'sven@inkflow.test'))!;
    const participantId = published.participants.find((p) => p.email === 'sven@inkflow.test')!.id;
    const code = await f.guest(token).post(`/api/agreements/${published.id}/participants/${participantId}/sign_code`, { checksum: published.checksum });
    expect(code.statusCode, code.body).toBe(200);
    const sms = (await f.lastSms('+46701234567'))!;
    const sentCode = /\d{6}/.exec(sms)?.[0] ?? '';
    expect(sms).toBe(fill(sv.sms!.signCode!, { code: sentCode, product: 'Inkflow', name: 'Flow agreement' }));

    const plain = await f.draft();
    await f.add(plain.id, { fullname: 'Erin English', email: 'erin@inkflow.test', sign_method: 0 });
    await f.publish(plain.id);
    expect((await lastEmailTo('erin@inkflow.test')).text).toContain(fill(emailTexts('en').invitation!.sign!, { name: 'Flow agreement' }));
  });
});
