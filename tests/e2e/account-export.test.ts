/**
 * §7 account actions "export" and "cancellation" in a real browser (docs/account-data.md): the
 * admin opens Account data from the settings navigation, starts an export, waits for it on the page,
 * downloads the zip, and it opens and holds the sealed PDF of a contract the set-up signed; the
 * emailed link (real SMTP) downloads it without a session. Then the admin closes the account —
 * the export is offered first, the password confirms — is kept on the account data page while it
 * is closing, and keeps the account again. The page is axe-clean and does not scroll sideways
 * at 1280 and 375 px.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './accountsSmtp.js';
import { demo, loggedInContext, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: BrowserContext;
let page: Page;
let errors: string[];
let signedId: number;

/** Signs as the guest of `token` through the API (standard e-signature), which concludes a one-signatory contract. */
async function signAsGuest(id: number, token: string): Promise<void> {
  const headers = { 'x-flow-access-token': token, 'content-type': 'application/json' };
  const agreement = (await (await fetch(`${h.url}/api/agreements/${id}`, { headers })).json()) as { checksum: string };
  const response = await fetch(`${h.url}/api/agreements/${id}/sign`, { method: 'POST', headers, body: JSON.stringify({ checksum: agreement.checksum, sign_method: 0 }) });
  if (!response.ok) throw new Error(`guest sign: ${response.status} ${await response.text()}`);
}

/** Serious and critical axe violations, as `rule: target` lines. */
async function axeViolations(target: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: target }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

beforeAll(async () => {
  smtp = await startSmtp();
  h = await startHarness({ SMTP_URL: smtp.url });
  const signed = await publishedContract(h.browser, h.url, {
    name: 'Warehouse lease',
    text: 'The tenant may use the loading dock on weekdays.',
    signer: { fullname: 'Sam Signer', email: 'sam@example.com', sign_method: 0 },
  });
  signedId = signed.id;
  await signAsGuest(signed.id, signed.token);
  // The seal job runs after the signature: wait until the owner can download the sealed PDF.
  const { context } = await loggedInContext(h.browser, h.url);
  for (let i = 0; i < 600; i++) {
    const response = await context.request.get(`${h.url}/api/agreements/${signed.id}/sealed_pdf`);
    if (response.ok()) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await context.request.get(`${h.url}/api/agreements/${signed.id}/sealed_pdf`)).ok()).toBe(true);
  await context.close();

  owner = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await owner.newPage();
  errors = watchErrors(page);
  await logInThroughUi(page, h.url);
});
afterAll(async () => {
  await owner?.close();
  await h?.close();
  await smtp?.close();
});

describe('account data', () => {
  it('exports every contract: the zip opens and holds the sealed PDF, also from the emailed link', async () => {
    // Account menu → Account settings → Account data in the settings navigation.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Account data' }).click();
    await page.waitForURL(`${h.url}/settings/account-data`);
    await page.getByRole('heading', { name: 'Account data', level: 1 }).waitFor();
    await page.getByText('No exports yet.').waitFor();

    const mailsBefore = smtp.mails.length;
    await page.getByRole('button', { name: 'Start export' }).click();
    // The page follows the job until the export can be downloaded.
    const download = page.getByRole('link', { name: /^Download the export of / });
    await download.waitFor();
    const [file] = (await Promise.all([page.waitForEvent('download'), download.click()])) as [Download, void];
    expect(file.suggestedFilename()).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile(await file.path())));
    const sealedName = `agreements/${signedId}-Warehouse-lease/Warehouse_lease-signed.pdf`;
    expect(Object.keys(zip)).toContain(sealedName);
    expect(strFromU8(zip[sealedName]!.subarray(0, 5))).toBe('%PDF-');
    const index = JSON.parse(strFromU8(zip['index.json']!)) as { agreements: { id: number; name: string; sealed_pdf: string | null }[] };
    expect(index.agreements.find((a) => a.id === signedId)).toMatchObject({ name: 'Warehouse lease', sealed_pdf: sealedName });
    const json = JSON.parse(strFromU8(zip[`agreements/${signedId}-Warehouse-lease/agreement.json`]!)) as { agreement: { boxes: unknown[] } };
    expect(JSON.stringify(json.agreement.boxes)).toContain('The tenant may use the loading dock on weekdays.');

    // The emailed link works without a session, from another browser.
    const link = await smtp.waitFor(demo.email, /(https?:\/\/\S+\/api\/accounts\/\d+\/exports\/\d+\/download\?token=[A-Za-z0-9_-]+)/, mailsBefore);
    expect(link.startsWith(h.url)).toBe(true);
    const stranger = await h.browser.newContext();
    const byLink = await stranger.request.get(link);
    expect(byLink.status()).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await byLink.body())))).toContain(sealedName);
    await stranger.close();
  });

  it('is axe-clean and does not scroll sideways at 1280 and 375 px', async () => {
    for (const size of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
      await page.setViewportSize(size);
      await page.getByRole('heading', { name: 'Close account' }).waitFor();
      const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(widths.scrollWidth, `${size.width} px`).toBeLessThanOrEqual(widths.innerWidth);
      expect(await axeViolations(page), `${size.width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('closes the account after offering the export, keeps the admin on this page, and keeps the account again', async () => {
    await page.getByRole('button', { name: 'Close account…' }).click();
    const offer = page.getByRole('dialog', { name: 'Export your data first' });
    await offer.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: /^Close the account of / });
    await confirm.getByLabel('Your password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Close account' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'Invalid password' }).waitFor();
    await confirm.getByLabel('Your password').fill(demo.password);
    await confirm.getByRole('button', { name: 'Close account' }).click();

    const notice = page.getByRole('region', { name: 'This account is closing' });
    await notice.waitFor();
    expect(await page.getByRole('heading', { name: 'Retention' }).count()).toBe(0);
    await smtp.waitFor(demo.email, /will be deleted on/);

    // Every other page leads back here while the account is closing.
    await page.goto(`${h.url}/contracts`);
    await page.waitForURL(`${h.url}/settings/account-data`);
    await notice.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const settingsLinks = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    expect(await settingsLinks.allTextContents()).toEqual(['Account data']);
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByRole('heading', { name: 'Retention' }).waitFor();
    await page.goto(`${h.url}/contracts`);
    await page.getByText('Warehouse lease').first().waitFor();
    expect(errors).toEqual([]);
  });
});
