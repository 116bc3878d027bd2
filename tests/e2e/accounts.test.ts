/**
 * Issue #3 "Accounts" in a real browser, with a real SMTP server receiving the emails: the
 * self sign-up wizard, an invite, change email, recovery, login with an email security code,
 * the 401 redirect that keeps the path, and the captcha after failed logins (last: the failure
 * counter is per IP, and every test here logs in from 127.0.0.1).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './accountsSmtp.js';
import { demo, ownerApi, startHarness, watchErrors, type Harness } from './harness.js';

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

const founder = { email: 'founder@example.com', newEmail: 'founder.new@example.com', password: 'founder-password-1' };
const invitee = { email: 'invitee@example.com', password: 'invitee-password-1', newPassword: 'invitee-password-2' };
let founderContext: BrowserContext;

/** Ticks the ALTCHA widget and waits until `button` is enabled (the widget solved its challenge). */
async function solveCaptcha(page: Page, button: ReturnType<Page['getByRole']>) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click({ force: true });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
}

/** axe-core finds no serious or critical violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A 6-digit code in a mail's body (after the headers). */
const codeInBody = /\r?\n\r?\n[\s\S]*?\b(\d{6})\b/;

/** Link `{origin}/{path}/{token}` in the newest mail to `to`. */
const linkPattern = (path: string) => new RegExp(`(https?://[^\\s"<>]+/${path}/[A-Za-z0-9_-]+)`);

describe('accounts', () => {
  it('signs up through the start page and the 3-step wizard', async () => {
    founderContext = await h.browser.newContext();
    const page = await founderContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/signup?utm_source=e2e&gclid=g1`);
    await page.getByRole('heading', { name: 'Try Inkflow for Free!' }).waitFor();
    expect(await page.title()).toBe('Inkflow | Try Inkflow for Free!');
    const signUp = page.getByRole('button', { name: 'Sign up' });
    expect(await signUp.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(founder.email);
    await solveCaptcha(page, signUp);
    const since = smtp.mails.length;
    await signUp.click();
    await page.getByRole('heading', { name: 'Thank you for signing up' }).waitFor();
    await page.getByText(`Instructions on how to complete your sign up have been sent to ${founder.email}`).waitFor();

    const link = await smtp.waitFor(founder.email, linkPattern('signup'), since);
    await page.goto(link);
    await page.getByRole('heading', { name: `Complete registration for ${founder.email}` }).waitFor();
    await page.getByText('Step 1 out of 3').waitFor();
    await expectAccessible(page);
    const next = page.getByRole('button', { name: 'Next step' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Frida Founder');
    await page.getByLabel('Job level').selectOption('manager');
    await page.getByLabel('Team').selectOption('legal');
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Electronic signatures' }).check();
    await next.click();

    await page.getByText('Step 2 out of 3').waitFor();
    await page.getByLabel('Company name').fill('Founder Trading AB');
    await page.getByLabel('Company size').selectOption('2-10');
    await page.getByRole('checkbox', { name: 'HubSpot' }).check();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Step 1 out of 3').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Frida Founder');
    await next.click();
    await next.click();

    await page.getByText('Step 3 out of 3').waitFor();
    await expectAccessible(page);
    const create = page.getByRole('button', { name: 'Create your free account' });
    await page.getByLabel('Country').fill('Sweden');
    await page.getByLabel('Password').fill(founder.password);
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('I agree to the terms of service').check();
    await create.click();
    await page.waitForURL(`${h.url}/contracts`);
    expect(errors).toEqual([]);
  });

  it('invites a colleague who completes the registration with a password', async () => {
    const api = await ownerApi(founderContext, h.url);
    const since = smtp.mails.length;
    await api.post('/positions/invite', { email: invitee.email });
    const link = await smtp.waitFor(invitee.email, linkPattern('signup'), since);

    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: `Complete registration for ${invitee.email}, at Founder Trading AB` }).waitFor();
    expect(await page.getByText('Step 1 out of 3').count()).toBe(0);
    await expectAccessible(page);
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Password').blur();
    await page.getByText('Password must contain at least 12 character(s)').waitFor();
    await page.getByLabel('Password').fill(invitee.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${h.url}/contracts`);
    await context.close();
  });

  it('confirms a change of email from the emailed link, once', async () => {
    const settings = await founderContext.newPage();
    await settings.goto(`${h.url}/settings/email`);
    await settings.getByRole('heading', { name: 'Change email' }).waitFor();
    await settings.getByLabel('New email address').fill(founder.newEmail);
    await settings.getByLabel('Password').fill('not-the-password');
    await settings.getByRole('button', { name: 'Send confirmation link' }).click();
    await settings.getByText('Invalid password').waitFor();
    await settings.getByLabel('Password').fill(founder.password);
    const since = smtp.mails.length;
    await settings.getByRole('button', { name: 'Send confirmation link' }).click();
    await settings.getByText(`A confirmation link has been sent to ${founder.newEmail}`).waitFor();
    await settings.close();
    const link = await smtp.waitFor(founder.newEmail, linkPattern('change-email'), since);

    // Opened in the signed-in browser: the change revokes the position's other sessions, not this one.
    const page = await founderContext.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Change email' }).waitFor();
    await page.getByText('Email address changed').waitFor();
    await page.getByText('Your email address has been successfully changed').waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    await page.goto(link);
    await page.getByText('Invalid link').waitFor();
    await page.getByText("The link has expired or doesn't exist. Please try again.").waitFor();
    await page.close();
  });

  it('recovers an account: request, emailed link, new password, login with it', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByText('Enter your email address to receive a link to reset your password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee.email);
    const since = smtp.mails.length;
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await page.getByRole('heading', { name: 'Email sent' }).waitFor();
    await page.getByText(`An email has been sent to ${invitee.email} with instructions on how to change your password`).waitFor();
    const link = await smtp.waitFor(invitee.email, linkPattern('recover-account'), since);

    await page.goto(`${h.url}/recover-account/not-a-real-token`);
    await page.waitForURL(`${h.url}/recover-account`);
    await page.getByRole('button', { name: 'Send recovery email' }).waitFor();

    await page.goto(link);
    await page.getByText('You will need to log in again after confirming your new password.').waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(invitee.newPassword);
    await page.getByLabel('Confirm new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("The password confirmation doesn't match").waitFor();
    await page.getByLabel('Confirm new password').fill(invitee.newPassword);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${h.url}/login?code=b21`);
    await page.getByText('Password changed').waitFor();
    await page.getByText('Please use your new password to log in').waitFor();

    await page.getByLabel('Email').fill(invitee.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${h.url}/login/password?code=b21`);
    await page.getByLabel('Password', { exact: true }).fill(invitee.newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${h.url}/contracts`);
    await context.close();
  });

  it('logs in with a security code read from the email', async () => {
    const api = await ownerApi(founderContext, h.url);
    const me = await api.get('/positions/me');
    let since = smtp.mails.length;
    await api.post(`/positions/${me.id}/mfa/`, { channel: 'email', password: founder.password });
    const setupCode = await smtp.waitFor(founder.newEmail, codeInBody, since);
    await api.post(`/positions/${me.id}/mfa/channel_validate`, { security_code: setupCode });

    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(founder.newEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(founder.password);
    since = smtp.mails.length;
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Security code').waitFor();
    await page.getByText(/^Your security code has been sent to /).waitFor();
    expect(await page.getByRole('button', { name: 'Resend' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    const countdown = page.getByText(/^You can request a new one in \d+ seconds?$/);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    const code = await smtp.waitFor(founder.newEmail, codeInBody, since);
    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.waitForURL(`${h.url}/contracts`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor and an expired session to /login, then back to the path and query', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/contracts?page=1&m=7`);
    await page.waitForURL(`${h.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${h.url}/contracts?page=1&m=7`);

    // The session is gone server side: the next call answers 401 and the app goes to /login.
    await context.clearCookies();
    await page.reload();
    await page.waitForURL(`${h.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${h.url}/contracts?page=1&m=7`);
    await context.close();
  });

  it('reloads a signed-out tab into the app when it regains focus after a login elsewhere', async () => {
    const context = await h.browser.newContext();
    const waiting = await context.newPage();
    await waiting.goto(`${h.url}/signup`);
    await waiting.getByRole('heading', { name: 'Try Inkflow for Free!' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${h.url}/login`);
    await other.getByLabel('Email').fill(demo.email);
    await other.getByRole('button', { name: 'Continue' }).click();
    await other.getByLabel('Password', { exact: true }).fill(demo.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL(`${h.url}/contracts`);

    await waiting.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await waiting.waitForURL(`${h.url}/contracts`);
    await context.close();
  });

  it('requires the captcha after repeated failed logins, then logs in', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const logIn = page.getByRole('button', { name: 'Log in' });
    const password = page.getByLabel('Password', { exact: true });
    for (let attempt = 0; attempt < 3; attempt++) {
      await password.fill(`wrong-password-${attempt}`);
      await logIn.click();
      await page.getByText('Invalid email/password, Please try again').waitFor();
    }
    await page.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    await expectAccessible(page);
    await password.fill(demo.password);
    expect(await logIn.isDisabled()).toBe(true);
    await solveCaptcha(page, logIn);
    await logIn.click();
    await page.waitForURL(`${h.url}/contracts`);
    await context.close();
  });
});
