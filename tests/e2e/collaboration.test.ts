/**
 * Collaboration between the sender and a counterparty, live, in two browsers (§2 Collaboration
 * sidebar, §3 Message, §7 push): the guest comments on a sentence and the owner's page shows it
 * without a reload; the owner replies (the guest sees it live) and resolves; the guest suggests a
 * change, signing is refused with the 4204 text, the owner accepts, the guest's text changes and
 * the guest signs. Then the same inside the embed on the partner site, with comments enabled.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame } from './embed-fixtures.js';
import { clickSign, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let owner: Page;
let ownerErrors: string[];
beforeAll(async () => {
  h = await startHarness();
  owner = await (await h.browser.newContext()).newPage();
  ownerErrors = watchErrors(owner);
  await logInThroughUi(owner, h.url);
});
afterAll(async () => {
  await h?.close();
});

/**
 * Selects `text` inside the document's text sections as a reader would with the mouse: a DOM
 * range over the text node holding it, then the mouseup the page listens to.
 */
export async function selectText(view: Page | Frame, text: string): Promise<void> {
  await view.getByText(text, { exact: false }).first().waitFor();
  const found = await view.evaluate((wanted) => {
    const root = document.querySelector('.ink-document') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      node.parentElement!.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return true;
    }
    return false;
  }, text);
  expect(found, `text "${text}" in a text node`).toBe(true);
}

/** Opens the owner's Collaboration tab and its inner `inner` tab. */
async function ownerCollaboration(inner: 'Chat' | 'Comments') {
  await owner.getByRole('tab', { name: /^Collaboration/ }).click();
  await owner.getByRole('tab', { name: new RegExp(`^${inner}`) }).click();
}

/** The guest's comment, the owner's reply and resolve, the guest's suggestion, the 4204, the accept, the signature. */
async function negotiate(view: Page | Frame, id: number, guestName: string) {
  const guestPage = 'page' in view ? view.page() : view;
  await owner.goto(`${h.url}/documents/${id}`);
  await ownerCollaboration('Comments');

  // The guest comments on a sentence; the owner's page shows it without reloading.
  await selectText(view, 'within 30 days');
  await view.getByRole('button', { name: 'Comment', exact: true }).click();
  await view.getByRole('textbox', { name: 'Comment' }).fill('Could this be 45 days?');
  await view.getByRole('button', { name: 'Post comment' }).click();
  await owner.getByText('Could this be 45 days?').waitFor({ timeout: 5000 });
  await owner.getByText(guestName).first().waitFor();
  expect(await owner.locator('mark.ink-comment-anchor').first().textContent()).toContain('within 30 days');

  // The owner replies; the guest sees the reply live in their panel.
  await owner.getByRole('textbox', { name: 'Reply' }).first().fill('We keep 30 days, sorry.');
  await owner.getByRole('button', { name: 'Reply', exact: true }).first().click();
  await view.getByRole('button', { name: /^Questions\? Message/ }).click();
  await view.getByRole('tab', { name: /^Comments/ }).click();
  await view.getByText('We keep 30 days, sorry.').waitFor({ timeout: 5000 });
  await guestPage.keyboard.press('Escape');

  // The owner resolves it; the active filter is then empty.
  await owner.getByRole('button', { name: 'Resolve', exact: true }).click();
  await owner.getByText('All resolved!').waitFor();

  // The guest suggests a change; signing is blocked with the 4204 text, naming the suggestion.
  await selectText(view, 'in May');
  await view.getByRole('button', { name: 'Suggest a change' }).click();
  await view.getByRole('textbox', { name: 'Suggested text' }).fill('in June');
  await view.getByRole('button', { name: 'Suggest', exact: true }).click();
  await view.locator('ins.ink-suggestion-insert').first().waitFor();
  await clickSign(view);
  await view.getByText('Active suggestions must be resolved before signing').waitFor();

  // The owner accepts it; the guest's text changes live, and the guest signs.
  // The highlight of the resolved comment is gone from the owner's document.
  await expect.poll(() => owner.locator('mark.ink-comment-anchor').count()).toBe(0);
  await owner.getByText('in June').first().waitFor({ timeout: 5000 });
  await owner.getByRole('button', { name: 'Accept', exact: true }).click();
  await view.getByText('Payment is due in June.').waitFor({ timeout: 5000 });
  await expect.poll(() => view.getByText('Payment is due in May.').count()).toBe(0);
  await clickSign(view);
  await view.getByText(/Thanks, you signed|The contract is signed by everyone/).first().waitFor();
}

describe('collaboration between the sender and a counterparty', () => {
  it('on the guest page: comment, live reply, resolve, suggestion blocking 4204, accept, sign', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Supply agreement',
      text: 'The supplier delivers the goods within 30 days of the order. Payment is due in May.',
      signer: { fullname: 'Gina Guest', email: 'gina-collab@example.com', sign_method: 0 },
    });
    const guest = await (await h.browser.newContext()).newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(guestLink);
    await negotiate(guest, id, 'Gina Guest');
    expect(guestErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });

  it('inside the embed on the partner site, with comments enabled by the integrator', async () => {
    const { id, token } = await publishedContract(h.browser, h.url, {
      name: 'Embedded supply agreement',
      text: 'The supplier delivers the goods within 30 days of the order. Payment is due in May.',
      signer: { fullname: 'Emil Embed', email: 'emil-collab@example.com', sign_method: 0 },
    });
    const partner = await (await h.browser.newContext()).newPage();
    const partnerErrors = watchErrors(partner);
    await partner.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}&comments=1`);
    const frame = await embedFrame(partner, h.url);
    await negotiate(frame, id, 'Emil Embed');
    expect(partnerErrors).toEqual([]);
  });
});
