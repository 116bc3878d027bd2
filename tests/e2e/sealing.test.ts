/**
 * Issue #5 sealing in a real browser: a guest signs by hand and downloads the signed PDF from
 * the confirmation; the owner sees the audit trail (signed → status changed → sealed) on the
 * contract page and downloads the PDF; pdfsig verifies both files. The downloads go through
 * blob URLs, so no guest token ever appears in a URL but the guest link itself.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfsig } from '../../packages/server/test/helpers/pdfTools.js';
import { drawOn, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Clicks "Download signed PDF" and returns the downloaded file's name and bytes. */
async function downloadSigned(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download signed PDF' }).click()])) as [Download, void];
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe('sealed PDF and audit trail', () => {
  it('lets the guest and the owner download a PDF that pdfsig verifies, and shows the audit trail', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Sealed lease',
      text: 'The tenant returns the keys on the last day.',
      signer: { fullname: 'Gus Guest', email: 'gus@example.com', sign_method: 10 },
    });

    const guest = await h.browser.newContext();
    const guestPage = await guest.newPage();
    const guestErrors = watchErrors(guestPage);
    const requestedUrls: string[] = [];
    guestPage.on('request', (r) => requestedUrls.push(r.url()));
    await guestPage.goto(guestLink);
    await guestPage.getByText('The tenant returns the keys on the last day.').waitFor();
    await guestPage.getByRole('button', { name: 'Sign' }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Your signature' });
    await drawOn(guestPage, dialog.getByLabel('Signature drawing area'));
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await guestPage.getByText('The contract is signed by everyone').waitFor();

    const fromGuest = await downloadSigned(guestPage);
    expect(fromGuest.name).toBe('Sealed lease-signed.pdf');
    expect(pdfsig(fromGuest.bytes)).toContain('Signature Validation: Signature is Valid.');
    // The token travelled in a header: no API URL carried it.
    const token = guestLink.split('/at/')[1]!;
    expect(requestedUrls.filter((u) => u.includes('/api/') && u.includes(token))).toEqual([]);

    const owner = await h.browser.newContext();
    const page = await owner.newPage();
    const ownerErrors = watchErrors(page);
    await logInThroughUi(page, h.url);
    await page.goto(`${h.url}/documents/${id}`);
    await page.getByRole('complementary', { name: 'Document details' }).getByRole('tab', { name: 'Audit trail' }).click();
    const trail = page.getByRole('region', { name: 'Audit trail' });
    await trail.getByText('The signed PDF was sealed').waitFor();
    await trail.getByText('The status changed to Signed').waitFor();
    await trail.getByText(/^Gus Guest signed with /).first().waitFor();
    expect(await trail.getByText(/sent the document for signing$/).count()).toBe(1);
    expect(await trail.getByText(/state_changed|sign_code_sent/).count()).toBe(0);

    const fromOwner = await downloadSigned(page);
    const report = pdfsig(fromOwner.bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(fromOwner.bytes.equals(fromGuest.bytes)).toBe(true);
    const text = pdfText(fromOwner.bytes);
    expect(text).toContain('The tenant returns the keys on the last day.');
    expect(text).toContain('Gus Guest');
    expect(text).toContain('Audit certificate');

    expect(guestErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await guest.close();
    await owner.close();
  });
});
