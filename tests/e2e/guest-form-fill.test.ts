/**
 * A counterparty fills the contract's form inputs (§3 Box type 12, §5 required inputs) in a real
 * browser: Sign with the required input empty shows the §8 4007 text; once filled, signing
 * saves the values with the guest token (PUT /agreements/{id}, §7) and signs; the owner then
 * reads the value in the agreement's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const field = (key: string, name: string, type: string, value: unknown, required = false) => ({ key: 'data_field', value: { key, name, type, value, required } });

describe('guest form filling', () => {
  it('blocks Sign with 4007 until the required input is filled, then saves the values and signs', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    let agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Supplier onboarding', state: 0 });
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
    await api.post(`/agreements/${agreement.id}/participants/`, { fullname: 'Sue Supplier', email: 'sue.fill@example.com', sign_method: 0, type: 1 });
    await api.post(`/agreements/${agreement.id}/publish`, { subject: 'Please sign', message: 'Thanks' });

    const guest = await h.browser.newContext();
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(await guestLinkFromOutbox(h.url, 'sue.fill@example.com'));
    const form = page.getByRole('region', { name: 'Fill in before signing' });
    await form.waitFor();

    await page.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please fill in all required fields');

    await form.getByLabel('Company registration number').fill('556677-8899');
    await form.getByRole('checkbox', { name: 'Send me the newsletter' }).check();
    await page.getByRole('button', { name: 'Sign' }).click();
    await page.getByText('You have signed the contract').waitFor();

    const saved = await api.get(`/agreements/${agreement.id}`);
    const values = Object.fromEntries((saved.data as { value: { key: string; value: unknown } }[]).map((d) => [d.value.key, d.value.value]));
    expect(values).toEqual({ reg_no: '556677-8899', newsletter: true });
    expect(saved.state).toBe(4);
    expect(errors).toEqual([]);
    await guest.close();
    await context.close();
  });
});
