/**
 * After sending, in Chromium through the owner's UI (AgreementActions in the document header):
 * cancel a pending contract with a reason (the guest link then says it is cancelled), correct a
 * recipient's email (the old link stops, the new link from the outbox signs), terminate a signed
 * contract, extend the expiry, and "View as counterparty".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign, guestLinkFromOutbox, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let owner: Page;
let ownerErrors: string[];
beforeAll(async () => {
  h = await startHarness();
  const context = await h.browser.newContext();
  owner = await context.newPage();
  ownerErrors = watchErrors(owner);
  await logInThroughUi(owner, h.url);
});
afterAll(async () => {
  await h?.close();
});

/** Opens the owner's document page and returns its actions group. */
async function openDocument(id: number) {
  await owner.goto(`${h.url}/documents/${id}`);
  const actions = owner.getByRole('group', { name: 'Document actions' });
  await actions.waitFor();
  return actions;
}

/** Opens a guest link in a fresh context. */
async function guestPage(link: string) {
  const page = await (await h.browser.newContext()).newPage();
  await page.goto(link);
  return page;
}

describe('after sending', () => {
  it('cancels a pending contract with a reason; the guest link then shows it is cancelled', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Cancelled lease',
      text: 'The tenant pays on the first day.',
      signer: { fullname: 'Cara Counter', email: 'cara-cancel@example.com', sign_method: 0 },
    });
    const actions = await openDocument(id);
    await actions.getByRole('button', { name: 'Cancel contract' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Cancel this contract?' });
    await dialog.getByLabel('Reason (optional)').fill('The price was wrong');
    await dialog.getByRole('button', { name: 'Cancel contract' }).click();
    await owner.getByText('Contract cancelled').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await owner.getByText('Cancelled', { exact: true }).first().waitFor();
    // The audit trail is a tab of the document sidebar.
    await owner.getByRole('tab', { name: 'Audit trail' }).click();
    await owner.getByText('cancelled the document. Reason: The price was wrong').first().waitFor();

    const guest = await guestPage(guestLink);
    await guest.getByText('Cancelled').first().waitFor();
    expect(await guest.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);
    await guest.context().close();
  });

  it('corrects a recipient’s email: the old link stops, the new link from the outbox signs', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Corrected lease',
      text: 'The keys are returned on the last day.',
      signer: { fullname: 'Tom Typo', email: 'tom-typo@example.com', sign_method: 0 },
    });
    const actions = await openDocument(id);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await owner.getByRole('menuitem', { name: 'Correct a recipient…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Correct a recipient' });
    await dialog.getByLabel('Email').fill('tom-fixed@example.com');
    await dialog.getByRole('button', { name: 'Save and resend' }).click();
    await owner.getByText('Tom Typo gets a new invitation').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const old = await guestPage(guestLink);
    await old.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await old.getByText('The keys are returned on the last day.').count()).toBe(0);
    await old.context().close();

    const fresh = await guestLinkFromOutbox(h.url, 'tom-fixed@example.com');
    expect(fresh).not.toBe(guestLink);
    const guest = await guestPage(fresh);
    const guestErrors = watchErrors(guest);
    await guest.getByText('The keys are returned on the last day.').waitFor();
    await clickSign(guest);
    await guest.getByText(/Thanks, you signed|The contract is signed by everyone/).first().waitFor();
    expect(guestErrors).toEqual([]);
    await guest.context().close();
  });

  it('terminates a signed contract with a reason', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Terminated lease',
      text: 'This lease runs for a year.',
      signer: { fullname: 'Sia Signer', email: 'sia-terminate@example.com', sign_method: 0 },
    });
    const guest = await guestPage(guestLink);
    await clickSign(guest);
    await guest.getByText(/Thanks, you signed|The contract is signed by everyone/).first().waitFor();
    await guest.context().close();

    const actions = await openDocument(id);
    await actions.getByRole('button', { name: 'Download signed PDF' }).waitFor();
    await actions.getByRole('button', { name: 'Terminate' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Terminate this contract?' });
    await dialog.getByLabel('Reason (optional)').fill('Both parties agreed to end it');
    await dialog.getByRole('button', { name: 'Terminate contract' }).click();
    await owner.getByText('Contract terminated').first().waitFor();
    await owner.getByText('Cancelled', { exact: true }).first().waitFor();
    // The audit trail is a tab of the document sidebar.
    await owner.getByRole('tab', { name: 'Audit trail' }).click();
    await owner.getByText('terminated the contract. Reason: Both parties agreed to end it').first().waitFor();
  });

  it('extends the expiry of a pending contract with the date picker', async () => {
    const { id } = await publishedContract(h.browser, h.url, {
      name: 'Extended lease',
      text: 'The lease may be signed later.',
      signer: { fullname: 'Eve Extend', email: 'eve-extend@example.com', sign_method: 0 },
    });
    const actions = await openDocument(id);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await owner.getByRole('menuitem', { name: 'Extend expiry…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Extend the expiry' });
    await dialog.getByLabel('Can be signed until').fill('2099-06-30');
    await dialog.getByRole('button', { name: 'Save date' }).click();
    await owner.getByText('It can now be signed until 2099-06-30').first().waitFor();
    // The audit trail is a tab of the document sidebar.
    await owner.getByRole('tab', { name: 'Audit trail' }).click();
    await owner.getByText('moved the expiry date to 2099-06-30').first().waitFor();
  });

  it('opens "View as counterparty" with the contract under the preview banner', async () => {
    const { id } = await publishedContract(h.browser, h.url, {
      name: 'Previewed lease',
      text: 'The garden is shared.',
      signer: { fullname: 'Pia Preview', email: 'pia-preview@example.com', sign_method: 0 },
    });
    const actions = await openDocument(id);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await owner.getByRole('menuitem', { name: 'View as counterparty' }).click();
    const dialog = owner.getByRole('dialog', { name: 'As the counterparty sees it' });
    await dialog.getByText('This is how participants will see the contract.').waitFor();
    await dialog.getByText('The garden is shared.').waitFor();
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(ownerErrors).toEqual([]);
  });
});
