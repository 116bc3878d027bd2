/**
 * The screen check: every screen of the product, at desktop (1280x800) and phone (375x812) size,
 * must not scroll sideways (`document.documentElement.scrollWidth > innerWidth`) and must have
 * no serious or critical axe-core violation. One test per screen and size, so a failure names
 * the screen. The data (a draft with all six section types, a sent and a signed document, a
 * guest link before and after signing, a sign-up token) is made through the API first.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoxTypeCode } from '@inkflow/core';
import { guestLinkFromOutbox, loggedInContext, publishedContract, startHarness, type Harness } from './harness.js';

let h: Harness;
let owner: BrowserContext;
let anonymous: BrowserContext;
const data = { draftId: 0, sentId: 0, signedId: 0, sentGuestLink: '', signedGuestLink: '', signupLink: '' };

const paragraph = (text: string) => ({ nodes: [{ type: 'paragraph', children: [{ text }] }] });

/** A draft with one section of each of the six types (§3 Box). */
async function draftWithEverySectionType(api: Awaited<ReturnType<typeof loggedInContext>>['api']): Promise<number> {
  const me = await api.get('/positions/me');
  const agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Office lease with every section', state: 0 });
  await api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    data: [{ key: 'data_field', value: { key: 'company_name', name: 'Company name' } }],
    boxes: [
      { type: BoxTypeCode.Text, content: paragraph('The landlord lets the office on the second floor to the tenant.') },
      { type: BoxTypeCode.Duration, content: { start_date: '2027-01-01', end_date: '2027-12-31', notice_period: { amount: 3, unit: 'months' } } },
      { type: BoxTypeCode.Pdf, content: { asset_id: null } },
      { type: BoxTypeCode.Attachments, content: { data: [] } },
      { type: BoxTypeCode.FormInput, content: { inputs: [{ data_field_key: 'company_name', type: 'text', label: 'Company name', required: true }] } },
      {
        type: BoxTypeCode.ProductTable,
        content: { rows: [{ cells: { name: 'Desk rent' }, quantity: '2', price: '450', tax: '25' }] },
        config: { columns: [{ key: 'name', label: 'Product', uuid: 'col-name' }] },
      },
    ],
  });
  return agreement.id as number;
}

/** Signs as the guest of `guestLink` through the API (standard sign method), which concludes a one-signatory contract. */
async function signAsGuest(id: number, guestLink: string): Promise<void> {
  const token = guestLink.split('/at/')[1]!;
  const headers = { 'x-flow-access-token': token, 'content-type': 'application/json' };
  const agreement = (await (await fetch(`${h.url}/api/agreements/${id}`, { headers })).json()) as { checksum: string };
  const response = await fetch(`${h.url}/api/agreements/${id}/sign`, { method: 'POST', headers, body: JSON.stringify({ checksum: agreement.checksum, sign_method: 0 }) });
  if (!response.ok) throw new Error(`guest sign: ${response.status} ${await response.text()}`);
}

/** Starts a sign-up through the start page (solving the captcha) and returns the emailed `/signup/{token}` link, or '' when that fails. */
async function signupLink(): Promise<string> {
  const context = await h.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${h.url}/signup`);
    await page.getByLabel('Email').fill('screens@example.com');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click({ force: true });
    const signUp = page.getByRole('button', { name: 'Sign up', disabled: false });
    await signUp.waitFor({ timeout: 20_000 });
    await signUp.click();
    await page.getByRole('heading', { name: 'Thank you for signing up' }).waitFor();
    const outbox = (await (await fetch(`${h.url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
    const mail = outbox.collection.find((m) => m.to.includes('screens@example.com'));
    return /https?:\/\/[^\s"<>]+\/signup\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  h = await startHarness();
  const { context, api } = await loggedInContext(h.browser, h.url);
  owner = context;
  anonymous = await h.browser.newContext();
  data.draftId = await draftWithEverySectionType(api);
  const sent = await publishedContract(h.browser, h.url, { name: 'Sent lease', text: 'Sent for signing.', signer: { fullname: 'Sara Sent', email: 'sara@example.com', sign_method: 0 } });
  data.sentId = sent.id;
  data.sentGuestLink = sent.guestLink;
  const signed = await publishedContract(h.browser, h.url, { name: 'Signed lease', text: 'Signed already.', signer: { fullname: 'Sven Signed', email: 'sven@example.com', sign_method: 0 } });
  data.signedId = signed.id;
  data.signedGuestLink = await guestLinkFromOutbox(h.url, 'sven@example.com');
  await signAsGuest(signed.id, data.signedGuestLink);
  data.signupLink = await signupLink();
}, 120_000);

afterAll(async () => {
  await owner?.close();
  await anonymous?.close();
  await h?.close();
});

interface Screen {
  name: string;
  /** Signed in as the demo owner, or anonymous. */
  signedIn: boolean;
  /** The URL (absolute, or a path on the server), read when the test runs (after the setup). */
  url: () => string;
  /** Waits until the screen shows its content. */
  ready: (page: Page) => Promise<unknown>;
}

/** The first heading of the page: every screen has one, whatever its design. */
const anyHeading = (page: Page) => page.getByRole('heading').first().waitFor();
/** A settings page: its h1 (the side navigation's group headings come first, before the page's chunk). */
const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const screens: Screen[] = [
  { name: 'login', signedIn: false, url: () => '/login', ready: (p) => p.getByRole('heading', { name: 'Log in to your account' }).waitFor() },
  { name: 'login password step', signedIn: false, url: () => '/login/password?code=b21', ready: (p) => p.getByLabel('Password').waitFor() },
  { name: 'sign-up start', signedIn: false, url: () => '/signup', ready: (p) => p.getByRole('heading', { name: 'Try Inkflow for Free!' }).waitFor() },
  { name: 'sign-up wizard', signedIn: false, url: () => data.signupLink, ready: (p) => p.getByText('Step 1 out of 3').waitFor() },
  { name: 'recover account', signedIn: false, url: () => '/recover-account', ready: (p) => p.getByRole('heading', { name: 'Reset password' }).waitFor() },
  { name: 'dashboard', signedIn: true, url: () => '/contracts', ready: (p) => p.getByText('Sent lease').first().waitFor() },
  { name: 'templates', signedIn: true, url: () => '/contracts', ready: anyHeading },
  { name: 'trash', signedIn: true, url: () => '/contracts', ready: anyHeading },
  { name: 'document page (draft)', signedIn: true, url: () => `/documents/${data.draftId}`, ready: (p) => p.getByText('The landlord lets the office').first().waitFor() },
  { name: 'document page (sent)', signedIn: true, url: () => `/documents/${data.sentId}`, ready: (p) => p.getByText('Sent for signing.').first().waitFor() },
  { name: 'document page (signed)', signedIn: true, url: () => `/documents/${data.signedId}`, ready: (p) => p.getByText('Signed already.').first().waitFor() },
  { name: 'embed settings', signedIn: true, url: () => '/settings/embed', ready: pageTitle },
  { name: 'email settings', signedIn: true, url: () => '/settings/email', ready: pageTitle },
  { name: 'two-step settings', signedIn: true, url: () => '/settings/two-step', ready: pageTitle },
  { name: 'SSO settings', signedIn: true, url: () => '/settings/sso', ready: pageTitle },
  { name: 'my settings', signedIn: true, url: () => '/settings/my', ready: (p) => p.getByLabel('Name', { exact: true }).waitFor() },
  { name: 'members', signedIn: true, url: () => '/settings/members', ready: (p) => p.getByText('demo@inkflow.test').first().waitFor() },
  { name: 'groups', signedIn: true, url: () => '/settings/groups', ready: pageTitle },
  { name: 'roles', signedIn: true, url: () => '/settings/roles', ready: (p) => p.getByRole('table').waitFor() },
  { name: 'company profile', signedIn: true, url: () => '/settings/account', ready: (p) => p.getByLabel('Company name', { exact: true }).waitFor() },
  { name: 'features', signedIn: true, url: () => '/settings/features', ready: (p) => p.getByRole('switch').first().waitFor() },
  { name: 'webhooks', signedIn: true, url: () => '/settings/webhooks', ready: pageTitle },
  { name: 'account data', signedIn: true, url: () => '/settings/account-data', ready: pageTitle },
  { name: 'guest signing page', signedIn: false, url: () => data.sentGuestLink, ready: (p) => p.getByText('Sent for signing.').first().waitFor() },
  { name: 'guest page after signing', signedIn: false, url: () => data.signedGuestLink, ready: (p) => p.getByText('Signed already.').first().waitFor() },
  { name: 'error screen (document not found)', signedIn: true, url: () => '/documents/987654', ready: anyHeading },
  { name: 'error screen (invalid guest link)', signedIn: false, url: () => `/documents/${data.sentId}/at/not-a-valid-guest-token`, ready: anyHeading },
];

/** Templates and trash are views of the first workspace: their URL needs its id, read from the dashboard's links. */
async function workspaceView(page: Page, view: 'templates' | 'trash'): Promise<void> {
  const me = (await (await page.context().request.get(`${h.url}/api/positions/me`)).json()) as { collections: { id: number }[] };
  await page.goto(`${h.url}/c/${me.collections[0]!.id}/${view}`);
}

/** Serious and critical axe violations of the page, as `rule: target (summary)` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary ?? ''})`));
}

const sizes = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

describe('screen check', () => {
  for (const screen of screens) {
    for (const size of sizes) {
      it(`${screen.name} at ${size.width}x${size.height} has no sideways scroll and no serious axe violation`, async () => {
        const page = await (screen.signedIn ? owner : anonymous).newPage();
        try {
          await page.setViewportSize(size);
          if (screen.name === 'templates' || screen.name === 'trash') await workspaceView(page, screen.name);
          else {
            const url = screen.url();
            expect(url, `${screen.name}: its setup made no URL`).not.toBe('');
            await page.goto(url.startsWith('http') ? url : `${h.url}${url}`);
          }
          await screen.ready(page);
          await page.waitForLoadState('networkidle');
          const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          // Soft, so a page that scrolls sideways still reports its axe violations too.
          expect.soft(widths.scrollWidth, `page is ${widths.scrollWidth} px wide in a ${widths.innerWidth} px window`).toBeLessThanOrEqual(widths.innerWidth);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
