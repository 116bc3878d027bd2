/**
 * Issue #2 user story in a real browser: the demo user logs in, writes a contract, adds a
 * counterparty as signatory and sends it; the counterparty opens the guest link from the email
 * and signs; the owner sees it signed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOn, guestLinkFromOutbox, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness, clickSign } from './harness.js';
import { allChangesSaved, renameContract } from './editor-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('write, send and sign a contract', () => {
  it('goes from login to a signed contract through the UI', async () => {
    const owner = await h.browser.newContext();
    const page = await owner.newPage();
    const ownerErrors = watchErrors(page);
    await logInThroughUi(page, h.url);

    await page.getByRole('button', { name: 'New contract' }).first().click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await renameContract(page, 'Lease of the red bicycle');
    await page.getByRole('textbox', { name: 'Section 1: Text content' }).click();
    await page.getByRole('button', { name: 'Heading 1' }).click();
    await page.keyboard.type('Terms');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Paragraph', exact: true }).click();
    await page.keyboard.type('The lessee keeps the bicycle for one month.');
    await allChangesSaved(page);

    // Participants live in the document sidebar; the form opens in a dialog.
    const sidebar = page.getByRole('complementary', { name: 'Document details' });
    await sidebar.getByRole('button', { name: 'Add participant' }).click();
    const form = page.getByRole('dialog', { name: 'Add participant' });
    await form.getByLabel('Name', { exact: true }).fill('Sam Signer');
    await form.getByLabel('Email', { exact: true }).fill('sam@example.com');
    await form.getByLabel('Sign method').selectOption({ label: 'Standard e-signature' });
    await form.getByRole('button', { name: 'Add participant' }).click();
    await form.waitFor({ state: 'detached' });
    await sidebar.getByText('sam@example.com').first().waitFor();

    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject').fill('Please sign the bicycle lease');
    await dialog.getByLabel('Message').fill('Hi Sam, here it is.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Waiting for signatures').first().waitFor();

    const link = await guestLinkFromOutbox(h.url, 'sam@example.com');
    expect(link).toContain(`/documents/${id}/at/`);

    const guest = await h.browser.newContext();
    const guestPage = await guest.newPage();
    const guestErrors = watchErrors(guestPage);
    await guestPage.goto(link);
    await guestPage.getByText('The lessee keeps the bicycle for one month.').waitFor();
    await guestPage.getByRole('heading', { name: 'Terms' }).waitFor();
    await clickSign(guestPage);
    await guestPage.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();

    await page.reload();
    await page.getByText('Signed').first().waitFor();
    await page.goto(`${h.url}/contracts`);
    const row = page.getByRole('link', { name: 'Lease of the red bicycle' });
    await row.waitFor();
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '').toContain('Signed');

    expect(ownerErrors).toEqual([]);
    expect(guestErrors).toEqual([]);
    await owner.close();
    await guest.close();
  });

  it('signs by hand with signature_pad and stores the drawing', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Handwritten deal',
      text: 'Signed with a pen, on a screen.',
      signer: { fullname: 'Hana Hand', email: 'hana@example.com', sign_method: 10 },
    });
    const guest = await h.browser.newContext();
    const page = await guest.newPage();
    await page.goto(guestLink);
    await page.getByText('Signed with a pen, on a screen.').waitFor();
    await clickSign(page);
    const dialog = page.getByRole('dialog', { name: 'Your signature' });
    await dialog.waitFor();
    // An empty drawing is refused.
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('Please draw your signature first').waitFor();
    await drawOn(page, dialog.getByLabel('Signature drawing area'));
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();

    // The server recorded the signature and concluded the agreement.
    const token = guestLink.split('/at/')[1]!;
    const response = await fetch(`${h.url}/api/agreements/${id}`, { headers: { 'X-Flow-Access-Token': token } });
    const agreement = (await response.json()) as { state: number; participants: { email: string; signed_at: string | null }[] };
    expect(agreement.state).toBe(4);
    expect(agreement.participants.find((p) => p.email === 'hana@example.com')?.signed_at).toBeTruthy();
    await guest.close();
  });

  it('shows the not-found screen for a wrong guest token', async () => {
    const { id } = await publishedContract(h.browser, h.url, {
      name: 'Token check',
      text: 'Only for the right token.',
      signer: { fullname: 'Tom Token', email: 'tom@example.com', sign_method: 0 },
    });
    const guest = await h.browser.newContext();
    const page = await guest.newPage();
    await page.goto(`${h.url}/documents/${id}/at/not-the-right-token-at-all-0000000000000000`);
    await expect.poll(async () => (await page.textContent('body')) ?? '').toMatch(/Access denied|The document is not here/);
    expect(await page.getByText('Only for the right token.').count()).toBe(0);
    await guest.close();
  });
});
