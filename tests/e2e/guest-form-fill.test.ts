/**
 * A counterparty fills the contract's form inputs (§3 Box type 12, §5 required inputs) in a real
 * browser: Sign with the required input empty shows the §8 4007 text; once filled, signing
 * saves the values with the guest token (PUT /agreements/{id}, §7) and signs; the owner then
 * reads the value in the agreement's data. The same inside the embed's iframe on the partner site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let owner: Awaited<ReturnType<typeof loggedInContext>>;

beforeAll(async () => {
  h = await startHarness();
  owner = await loggedInContext(h.browser, h.url); // once: the login endpoint is rate limited
}, 120_000);
afterAll(async () => {
  await owner?.context.close();
  await h?.close();
});

const field = (key: string, name: string, type: string, value: unknown, required = false) => ({ key: 'data_field', value: { key, name, type, value, required } });

/** A published contract with a form section (required text input, checkbox) and one signatory; its id and guest link. */
async function formContract(name: string, email: string): Promise<{ id: number; link: string }> {
  const { api } = owner;
  const me = await api.get('/positions/me');
  let agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name, state: 0 });
  agreement = await api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    data: [field('reg_no', 'Company registration number', 'text', null, true), field('newsletter', 'Newsletter', 'checkbox', false)],
    boxes: [
      { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The supplier delivers on time.' }] }] } },
      {
        type: 12,
        content: {
          inputs: [
            { data_field_key: 'reg_no', type: 'text', label: 'Company registration number', required: true },
            { data_field_key: 'newsletter', type: 'checkbox', label: 'Send me the newsletter' },
          ],
        },
      },
    ],
  });
  await api.post(`/agreements/${agreement.id}/participants/`, { fullname: 'Sue Supplier', email, sign_method: 0, type: 1 });
  await api.post(`/agreements/${agreement.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
  return { id: agreement.id as number, link: await guestLinkFromOutbox(h.url, email) };
}

/** Sign first (4007 shown), then fill both inputs and sign, in the page or the embed's frame. */
async function fillAndSign(view: Page | FrameLocator): Promise<void> {
  const form = view.getByRole('region', { name: 'Fill in before signing' });
  await form.waitFor();
  await view.getByRole('checkbox', { name: 'I have read the contract and agree to sign it electronically' }).check();
  await view.getByRole('button', { name: 'Sign' }).click();
  await expect.poll(() => view.getByRole('alert').textContent()).toBe('Please fill in all required fields');
  await form.getByLabel('Company registration number').fill('556677-8899');
  await form.getByRole('checkbox', { name: 'Send me the newsletter' }).check();
  await view.getByRole('button', { name: 'Sign' }).click();
  await view.getByText('The contract is signed by everyone').waitFor();
}

/** The owner's view of the agreement: its state and data field values. */
async function ownerSees(id: number): Promise<{ state: number; values: Record<string, unknown> }> {
  const saved = await owner.api.get(`/agreements/${id}`);
  return { state: saved.state, values: Object.fromEntries((saved.data as { value: { key: string; value: unknown } }[]).map((d) => [d.value.key, d.value.value])) };
}

describe('guest form filling', () => {
  it('blocks Sign with 4007 until the required input is filled, then saves the values and signs', async () => {
    const { id, link } = await formContract('Supplier onboarding', 'sue.fill@example.com');
    const guest = await h.browser.newContext();
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(link);
    await fillAndSign(page);
    expect(await ownerSees(id)).toEqual({ state: 4, values: { reg_no: '556677-8899', newsletter: true } });
    expect(errors).toEqual([]);
    await guest.close();
  });

  it('works the same inside the embed iframe on the partner site', async () => {
    const { id, link } = await formContract('Embedded onboarding', 'sue.embed-fill@example.com');
    const page = await (await h.browser.newContext()).newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${link.split('/at/')[1]!}`);
    await fillAndSign(page.frameLocator('iframe'));
    await expect.poll(() => page.evaluate(() => document.body.dataset.signed)).toBe('true');
    expect(await ownerSees(id)).toEqual({ state: 4, values: { reg_no: '556677-8899', newsletter: true } });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
