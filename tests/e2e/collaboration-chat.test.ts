/**
 * Chat between the sender's team and a counterparty, live (§2 Collaboration sidebar, §3 role
 * values): a private message stays with the sender's team, a public one reaches the guest's
 * panel without a reload, the guest's question reaches the owner's Chat tab; a message link
 * (/documents/{id}/m/{messageId}) opens its thread and leaves the URL clean; in a draft, another
 * session's save shows "Updated by {name}" and Reload keeps the text typed here.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, logInThroughUi, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

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

describe('chat', () => {
  it('keeps a private message with the team, delivers a public one live both ways, and opens a message link', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Consulting agreement',
      text: 'The consultant works 20 hours a week.',
      signer: { fullname: 'Carl Counter', email: 'carl-chat@example.com', sign_method: 0 },
    });
    const guest = await (await h.browser.newContext()).newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(guestLink);
    await guest.getByRole('button', { name: /^Questions\? Message/ }).click();
    const panel = guest.getByRole('dialog');
    await panel.getByRole('tab', { name: /^Chat/ }).click();

    await owner.goto(`${h.url}/documents/${id}`);
    await owner.getByRole('tab', { name: /^Collaboration/ }).click();
    await owner.getByRole('tab', { name: /^Chat/ }).click();
    await owner.getByRole('textbox', { name: 'Message' }).fill('Internal: we can go to 25 hours if asked.');
    await owner.getByRole('checkbox', { name: 'Only my team' }).check();
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    await owner.getByText('Internal: we can go to 25 hours if asked.').waitFor();
    await owner.getByText('Only your team').first().waitFor();

    await owner.getByRole('checkbox', { name: 'Only my team' }).uncheck();
    await owner.getByRole('textbox', { name: 'Message' }).fill('Hello Carl, any questions before you sign?');
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    // The public message reaches the open guest panel without a reload; the private one never does.
    await panel.getByText('Hello Carl, any questions before you sign?').waitFor({ timeout: 5000 });
    expect(await guest.getByText('Internal: we can go to 25 hours if asked.').count()).toBe(0);

    await panel.getByRole('textbox', { name: 'Message' }).fill('Can the hours be flexible?');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await owner.getByText('Can the hours be flexible?').waitFor({ timeout: 5000 });
    await owner.getByText('Carl Counter').first().waitFor();

    // A message link opens the thread on a fresh page and leaves the URL clean.
    const list = (await (await owner.request.get(`${h.url}/api/agreements/${id}/messages/?type=2`)).json()) as { collection: { id: number; body: string }[] };
    const question = list.collection.find((m) => m.body === 'Can the hours be flexible?')!;
    const linked = await (await h.browser.newContext({ storageState: await owner.context().storageState() })).newPage();
    const linkedErrors = watchErrors(linked);
    await linked.goto(`${h.url}/documents/${id}/m/${question.id}`);
    await linked.waitForURL(`${h.url}/documents/${id}`);
    await linked.getByRole('tab', { name: /^Chat/, selected: true }).waitFor();
    await linked.locator(`[data-thread-id="${question.id}"]`).getByText('Can the hours be flexible?').waitFor();
    // The guest's link to a message (as a mention email sends it) opens their panel on it.
    const hello = list.collection.find((m) => m.body === 'Hello Carl, any questions before you sign?')!;
    const guestLinked = await (await h.browser.newContext()).newPage();
    await guestLinked.goto(`${guestLink}/m/${hello.id}`);
    await guestLinked.waitForURL(guestLink);
    await guestLinked.getByRole('dialog').getByText('Hello Carl, any questions before you sign?').waitFor();
    expect(guestErrors).toEqual([]);
    expect(linkedErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});

describe('a draft edited in two sessions', () => {
  it('shows "Updated by" for the other session’s save, and Reload keeps the text typed here', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    let draft = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Shared draft', state: 0 });
    draft = await api.put(`/agreements/${draft.id}`, {
      checksum: draft.checksum,
      boxes: [
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'First section.' }] }] } },
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Second section.' }] }] } },
      ],
    });
    await owner.goto(`${h.url}/documents/${draft.id}`);
    const first = owner.locator('[data-slate-editor="true"]').first();
    await first.click();
    await owner.keyboard.press('End');
    await owner.keyboard.type(' Typed here.');

    // Another session renames the draft and edits the second section.
    const boxes = draft.boxes.map((b: { id: number; type: number; content: unknown }, i: number) =>
      i === 1 ? { ...b, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Second section, edited elsewhere.' }] }] } } : b,
    );
    await api.put(`/agreements/${draft.id}`, { checksum: draft.checksum, name: 'Shared draft v2', boxes });
    const notice = owner.getByText(/^Updated by /).first();
    await notice.waitFor({ timeout: 5000 });
    await owner.getByRole('button', { name: 'Reload', exact: true }).click();
    await owner.getByText('Second section, edited elsewhere.').waitFor();
    await expect.poll(() => first.textContent()).toContain('First section. Typed here.');
    await owner.getByText('All changes saved').first().waitFor({ timeout: 10_000 });
    const saved = await api.get(`/agreements/${draft.id}`);
    const texts = JSON.stringify(saved.boxes);
    expect(texts).toContain('First section. Typed here.');
    expect(texts).toContain('Second section, edited elsewhere.');
    expect(saved.name).toBe('Shared draft v2');
    await context.close();
  });
});
