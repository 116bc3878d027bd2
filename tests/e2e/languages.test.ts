/**
 * Twelve languages in a real browser (spec §1, DESIGN.md "i18n"). With the browser set to
 * Swedish, Norwegian, Danish, Finnish or German, the login, the sign-up wizard, the dashboard,
 * the document page and the guest signing page show that language and `<html lang>` says so; the
 * flow-preferred-language cookie wins over the browser; the pickers switch and remember; a
 * Swedish counterparty gets a Swedish email (through a real SMTP server), signs on a Swedish page
 * and gets a sealed PDF whose certificate is Swedish. The texts expected are read from the locale
 * files, so a missing or English translation fails here.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../packages/server/test/helpers/captchaSolver.js';
import type { TestClient } from '../../packages/server/test/helpers/testServer.js';
import { pdfText } from '../../packages/server/test/helpers/pdfTools.js';
import { startSmtp } from './accountsSmtp.js';
import { demo, ownerApi, startHarness, watchErrors, type Harness } from './harness.js';

type Json = { [key: string]: string | Json };
const root = new URL('../../', import.meta.url);
const file = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Json;

/** The text at `key` ("login.title") of a locale file, `{{name}}` placeholders filled from `values`. */
function text(folder: string, namespaceFile: string, key: string, values: Record<string, string | number> = {}): string {
  const path = namespaceFile.startsWith('core:')
    ? `packages/core/src/i18n/locales/${folder}/${namespaceFile.slice(5)}.json`
    : namespaceFile.startsWith('server:')
      ? `packages/server/src/i18n/locales/${folder}/${namespaceFile.slice(7)}.json`
      : `packages/app/src/i18n/${folder}/${namespaceFile}.json`;
  let node: string | Json = file(path);
  for (const part of key.split('.')) node = (node as Json)[part]!;
  if (typeof node !== 'string') throw new Error(`${path}: ${key} is not a text`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  h = await startHarness({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

/** A captcha client for core's solver: GET through fetch. */
const captchaClient = (url: string) =>
  ({
    get: async (path: string) => {
      const body: unknown = await (await fetch(`${url}${path}`)).json();
      return { json: () => body };
    },
  }) as unknown as TestClient;

/** Starts a self sign-up for `email` through the API in `context` and returns the emailed wizard link. */
async function signupLink(context: BrowserContext, email: string): Promise<string> {
  await context.request.get(`${h.url}/api/ping`);
  const api = await ownerApi(context, h.url);
  await api.post('/positions/signup', { email, captcha_response_token: await solveCaptcha(captchaClient(h.url)) });
  const outbox = (await (await fetch(`${h.url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
  const link = /https?:\/\/[^\s"<>]+\/signup\/[A-Za-z0-9_-]+/.exec(outbox.collection.find((m) => m.to === email)?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-up link for ${email}`);
  return link;
}

/** The demo owner's session and anti-forgery cookies, from one login (the login rate limit allows 10 a minute). */
let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>> | undefined;

/** Signs `context` in as the demo owner (sharing one session); returns the owner API and the position. */
async function signIn(context: BrowserContext) {
  if (!ownerCookies) {
    const login = await h.browser.newContext();
    await login.request.get(`${h.url}/api/ping`);
    await (await ownerApi(login, h.url)).post('/positions/login', { email: demo.email, password: demo.password, persistent: false });
    ownerCookies = (await login.cookies(h.url)).filter((c) => c.name !== 'flow-preferred-language');
    await login.close();
  }
  await context.addCookies(ownerCookies);
  const api = await ownerApi(context, h.url);
  const me = (await api.get('/positions/me')) as { id: number; collections: { id: number }[] };
  return { api, me };
}

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

/** A published one-signatory contract (standard e-signature) in `language` (null: none set); its guest link. */
async function contractFor(browser: Browser, signer: { fullname: string; email: string }, language: string | null, name = 'Språkavtal') {
  const context = await browser.newContext();
  const { api, me } = await signIn(context);
  let agreement = await api.post('/agreements/', { collection_id: me.collections[0]!.id, name, state: 0 });
  agreement = await api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    ...(language ? { language } : {}),
    boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Hyran betalas den första dagen i varje månad.' }] }] } }],
  });
  await api.post(`/agreements/${agreement.id}/participants/`, { ...signer, type: 1, sign_method: 0 });
  const since = smtp.mails.length;
  await api.post(`/agreements/${agreement.id}/publish`, { subject: `Signera ${name}`, message: 'Tack!' });
  const link = await smtp.waitFor(signer.email, /(https?:\/\/[^\s"<>]+\/documents\/\d+\/at\/[A-Za-z0-9_-]+)/, since);
  const mail = smtp.mails.slice(since).find((m) => m.to.includes(signer.email))!;
  await context.close();
  return { id: agreement.id as number, link, mail };
}

const locales = [
  { locale: 'sv-SE', language: 'sv', folder: 'sv', lang: 'sv' },
  { locale: 'nb-NO', language: 'no', folder: 'nb', lang: 'nb' },
  { locale: 'da-DK', language: 'da', folder: 'da', lang: 'da' },
  { locale: 'fi-FI', language: 'fi', folder: 'fi', lang: 'fi' },
  { locale: 'de-DE', language: 'de', folder: 'de', lang: 'de' },
] as const;

describe('the browser language', () => {
  for (const { locale, language, folder, lang } of locales) {
    it(`${locale}: login, sign-up wizard, dashboard, document page and guest page in that language`, async () => {
      const context = await h.browser.newContext({ locale });
      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto(`${h.url}/login`);
      await page.getByRole('heading', { name: text(folder, 'auth', 'login.title') }).waitFor();
      expect(await htmlLang(page)).toBe(lang);
      await page.getByRole('button', { name: text(folder, 'auth', 'login.continue'), exact: true }).waitFor();

      const email = `wizard.${folder}@example.com`;
      await page.goto(await signupLink(context, email));
      await page.getByRole('heading', { name: text(folder, 'auth', 'signup.completeTitle', { email }) }).waitFor();
      await page.getByText(text(folder, 'auth', 'signup.step', { step: 1 })).waitFor();
      expect(await htmlLang(page)).toBe(lang);

      // A user who chose this language (their position's, §1) sees it once signed in.
      const { api, me } = await signIn(context);
      await api.put(`/positions/${me.id}`, { language });
      await page.goto(`${h.url}/contracts`);
      await page.getByRole('heading', { level: 1, name: text(folder, 'app', 'dashboard.title') }).waitFor();
      expect(await htmlLang(page)).toBe(lang);

      const draft = await api.post('/agreements/', { collection_id: me.collections[0]!.id, name: `Avtal ${folder}`, state: 0 });
      await page.goto(`${h.url}/documents/${draft.id}`);
      await page.getByText(text(folder, 'app', 'docPage.state.0'), { exact: true }).first().waitFor();
      expect(await htmlLang(page)).toBe(lang);
      await api.put(`/positions/${me.id}`, { language: 'en' });

      // The counterparty's page: no agreement language set, so the browser's.
      const guest = await h.browser.newContext({ locale });
      const guestPage = await guest.newPage();
      const guestErrors = watchErrors(guestPage);
      const { link } = await contractFor(h.browser, { fullname: 'Gia Guest', email: `guest.${folder}@example.com` }, null, `Avtal ${folder}`);
      await guestPage.goto(link);
      await guestPage.getByRole('button', { name: text(folder, 'core:sign', 'signButton'), exact: true }).waitFor();
      expect(await htmlLang(guestPage)).toBe(lang);
      expect([...errors, ...guestErrors]).toEqual([]);
      await guest.close();
      await context.close();
    });
  }
});

describe('choosing a language', () => {
  it('the cookie wins over the browser; the signed-out picker switches at once and remembers', async () => {
    const context = await h.browser.newContext({ locale: 'de-DE' });
    await context.addCookies([{ name: 'flow-preferred-language', value: 'fi', url: h.url }]);
    const page = await context.newPage();
    await page.goto(`${h.url}/login`);
    await page.getByRole('heading', { name: text('fi', 'auth', 'login.title') }).waitFor();
    expect(await htmlLang(page)).toBe('fi');

    await page.getByRole('combobox', { name: text('fi', 'core:common', 'language') }).selectOption('sv');
    await page.getByRole('heading', { name: text('sv', 'auth', 'login.title') }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    expect((await context.cookies(h.url)).find((c) => c.name === 'flow-preferred-language')?.value).toBe('sv');
    await page.reload();
    await page.getByRole('heading', { name: text('sv', 'auth', 'login.title') }).waitFor();
    await context.close();
  });

  it('a signed-in user picks German in the settings: the app switches, and the signed-out pages follow', async () => {
    const context = await h.browser.newContext({ locale: 'en-US' });
    const { api, me } = await signIn(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/settings/language`);
    await page.waitForURL(`${h.url}/settings/my`);
    await page.getByLabel(text('en', 'profile', 'mySettings.language')).selectOption('de');
    await page.getByRole('button', { name: text('en', 'profile', 'mySettings.save') }).click();
    await page.getByRole('heading', { level: 1, name: text('de', 'profile', 'mySettings.title') }).waitFor();
    await page.getByText(text('de', 'profile', 'mySettings.saved')).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(((await api.get('/positions/me')) as { language: string }).language).toBe('de');

    await page.goto(`${h.url}/contracts`);
    await page.getByRole('heading', { level: 1, name: text('de', 'app', 'dashboard.title') }).waitFor();
    await api.put(`/positions/${me.id}`, { language: 'en' });
    await context.clearCookies({ name: 'inkflow_session' }).catch(() => undefined);
    const fresh = await h.browser.newContext({ locale: 'en-US' });
    await fresh.addCookies((await context.cookies(h.url)).filter((c) => c.name === 'flow-preferred-language'));
    const login = await fresh.newPage();
    await login.goto(`${h.url}/login`);
    await login.getByRole('heading', { name: text('de', 'auth', 'login.title') }).waitFor();
    expect(errors).toEqual([]);
    await fresh.close();
    await context.close();
  });
});

describe('the embed', () => {
  it("shows the integrator's `language` over the browser's and the agreement's, and follows the agreement without it", async () => {
    const { id, link } = await contractFor(h.browser, { fullname: 'Erik Embed', email: 'erik@example.se' }, 'da', 'Indlejret aftale');
    const token = link.split('/at/')[1]!;
    const context = await h.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}&language=sv`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: text('sv', 'core:sign', 'signButton'), exact: true }).waitFor();
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('sv');

    // Without the option: the agreement's language (Danish), not the browser's (German).
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    await page.frameLocator('iframe').getByRole('button', { name: text('da', 'core:sign', 'signButton'), exact: true }).waitFor();
    await expect.poll(() => page.frameLocator('iframe').locator('html').getAttribute('lang')).toBe('da');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a Swedish counterparty', () => {
  it("gets a Swedish email, signs on a Swedish page (the agreement's language over an English browser) and a Swedish certificate", async () => {
    const signer = { fullname: 'Sven Svensson', email: 'sven@example.se' };
    const { link, mail } = await contractFor(h.browser, signer, 'sv', 'Hyresavtal');
    expect(mail.text).toContain(text('sv', 'server:email', 'invitation.greeting', { fullname: signer.fullname }));
    expect(mail.text).toContain(text('sv', 'server:email', 'invitation.sign', { name: 'Hyresavtal' }));

    const guest = await h.browser.newContext({ locale: 'en-US' });
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(link);
    await page.getByText('Hyran betalas den första dagen i varje månad.').waitFor();
    await page.getByRole('button', { name: text('sv', 'core:sign', 'signButton'), exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    const consent = page.getByRole('checkbox', { name: text('sv', 'core:sign', 'guest.consent') });
    if ((await consent.count()) > 0) await consent.check();
    await page.getByRole('button', { name: text('sv', 'core:sign', 'signButton'), exact: true }).click();
    const download = page.getByRole('button', { name: text('sv', 'core:sign', 'seal.download') });
    await download.waitFor({ timeout: 30_000 });
    const [file] = (await Promise.all([page.waitForEvent('download'), download.click()])) as [Download, void];
    const pdf = pdfText(await readFile(await file.path()));
    expect(pdf).toContain(text('sv', 'core:sign', 'seal.certificateTitle'));
    expect(pdf).toContain(text('sv', 'core:sign', 'seal.participants'));
    expect(pdf).not.toContain(text('en', 'core:sign', 'seal.certificateTitle'));
    expect(errors).toEqual([]);
    await guest.close();
  });
});
