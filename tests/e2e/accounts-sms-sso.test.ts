/**
 * Issue #3 in a real browser, the parts that need an SMS outbox or an OpenID provider: the
 * two-step authentication settings page (SMS on, code, off), a login with the SMS security code
 * read from GET /api/dev/sms, and SSO login through a REAL OpenID provider (oidc-provider)
 * running in-process. SSO last: it turns the demo email domain to "multiple" login methods.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import Provider from 'oidc-provider';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, logInThroughUi, ownerApi, startHarness, watchErrors, type Harness } from './harness.js';

/** The interaction API of oidc-provider used below (not in the shared type slice). */
interface InteractiveProvider {
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, unknown> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

let h: Harness;
let idp: Server;
let issuer: string;
beforeAll(async () => {
  idp = createHttpServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  h = await startHarness();
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'inkflow', client_secret: 'inkflow-client-secret', redirect_uris: [`${h.url}/api/sso/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub, email_verified: true }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['inkflow-e2e-cookie-key'] },
  });
  const callback = provider.callback();
  const interactive = provider as unknown as InteractiveProvider;
  idp.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The demo user logs in and consents at once, as the provider's own pages would let them.
      void (async () => {
        const details = await interactive.interactionDetails(req, res);
        const grant = new interactive.Grant({ accountId: demo.email, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await interactive.interactionFinished(req, res, { login: { accountId: demo.email }, consent: { grantId } }, { mergeWithLastSubmission: false });
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });
});
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

type SmsOutbox = { collection: { to: string; text: string }[]; count: number };

/** The SMS outbox size now, to wait for the next message after it. */
async function smsCount(context: BrowserContext): Promise<number> {
  return ((await (await context.request.get(`${h.url}/api/dev/sms`)).json()) as SmsOutbox).count;
}

/** The security code of the newest SMS to `to`, once the outbox has grown past `since`. */
async function smsCode(context: BrowserContext, to: string, since: number): Promise<string> {
  let outbox: SmsOutbox = { collection: [], count: since };
  await expect
    .poll(async () => {
      outbox = (await (await context.request.get(`${h.url}/api/dev/sms`)).json()) as SmsOutbox;
      return outbox.count > since && outbox.collection.some((m) => m.to === to);
    })
    .toBe(true);
  return /security code is (\d{6})/.exec(outbox.collection.find((m) => m.to === to)!.text)![1]!;
}

describe('two-step authentication by SMS', () => {
  it('is turned on in the settings, asks for the SMS code at login, and is turned off again', async () => {
    const settings = await h.browser.newContext();
    const page = await settings.newPage();
    const errors = watchErrors(page);
    await logInThroughUi(page, h.url);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Two-step authentication' }).click();
    await page.waitForURL(`${h.url}/settings/two-step`);
    await page.getByText('Two-step authentication is off').waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByLabel('SMS', { exact: true }).check();
    await page.getByLabel('Phone number').fill('+46 70 123 45 67');
    await page.getByLabel('Password').fill(demo.password);
    let since = await smsCount(settings);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Your security code has been sent to +46701234567').waitFor();
    await page.getByLabel('Security code').fill(await smsCode(settings, '+46701234567', since));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Two-step authentication is on. Security codes are sent to +46701234567').waitFor();

    const login = await h.browser.newContext();
    const loginPage = await login.newPage();
    const loginErrors = watchErrors(loginPage);
    await loginPage.goto(`${h.url}/login`);
    await loginPage.getByLabel('Email').fill(demo.email);
    await loginPage.getByRole('button', { name: 'Continue' }).click();
    await loginPage.getByLabel('Password', { exact: true }).fill(demo.password);
    since = await smsCount(login);
    await loginPage.getByRole('button', { name: 'Log in' }).click();
    await loginPage.getByText('Your security code has been sent to +46*******67').waitFor();
    await loginPage.getByLabel('Security code').fill(await smsCode(login, '+46701234567', since));
    await loginPage.getByRole('button', { name: 'Authenticate' }).click();
    await loginPage.waitForURL(`${h.url}/contracts`);

    await loginPage.getByRole('button', { name: /^Account menu for / }).click();
    await loginPage.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await loginPage.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Two-step authentication' }).click();
    await loginPage.getByLabel('Password').fill(demo.password);
    await loginPage.getByRole('button', { name: 'Turn off' }).click();
    await loginPage.getByRole('status').getByText('Two-step authentication is off').waitFor();
    expect([...errors, ...loginErrors]).toEqual([]);
    await settings.close();
    await login.close();
  });
});

describe('SSO', () => {
  it('logs in through the OpenID provider from the method choice', async () => {
    const admin = await h.browser.newContext();
    const adminPage = await admin.newPage();
    await logInThroughUi(adminPage, h.url);
    const api = await ownerApi(admin, h.url);
    const me = (await api.get('/positions/me')) as { account: { id: number } };
    await api.put(`/accounts/${me.account.id}/sso`, {
      enabled: true,
      issuer,
      client_id: 'inkflow',
      client_secret: 'inkflow-client-secret',
      domains: ['inkflow.test'],
      block_password_login: false,
    });
    await admin.close();

    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Log in with Single Sign-on (SSO)' }).click();
    // Through the provider (its own origin) and back by the callback into the signed-in app.
    await page.waitForURL((url) => url.origin === h.url && !url.pathname.startsWith('/login') && !url.pathname.startsWith('/api/'));
    const session = await context.request.get(`${h.url}/api/positions/me`);
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { email: string }).email).toBe(demo.email);
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
