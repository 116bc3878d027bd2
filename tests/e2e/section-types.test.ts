/**
 * Duration, form and product table sections (§3 Box types 2, 12, 13) with data fields and a
 * visibility rule, in a real browser: the owner builds them in the editor (the 4013 text shows
 * before saving, product sums are exact), saves and reloads, and the guest sees only the
 * sections whose rule holds for the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';
import { addFormInput, addProduct, addSection, allChangesSaved, editSection } from './editor-fixtures.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('duration, form and product table sections', () => {
  it('are built in the editor, saved, and shown to the guest by their visibility rules', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Washer rental', state: 0 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${agreement.id}`);
    await page.getByRole('button', { name: 'Add section' }).waitFor();

    const duration = await addSection(page, 'Duration', 2);
    await duration.getByLabel('Start date').fill('2027-01-01');
    await duration.getByLabel('End date').fill('2026-12-31');
    await expect.poll(() => duration.getByRole('alert').textContent()).toBe('The end date must be after the expected start date');
    await duration.getByLabel('End date').fill('2027-12-31');
    await duration.getByLabel('Notice period: amount').fill('3');
    expect(await duration.getByRole('alert').count()).toBe(0);

    const form = await addSection(page, 'Form', 3);
    await addFormInput(form, 'Home insurance', 'checkbox', 'home_insurance');

    const products = await addSection(page, 'Product table', 4);
    await addProduct(products, { product: 'Cleaning', quantity: '3', price: '19.99', tax: '25' });
    await expect.poll(() => products.getByLabel('Sums').textContent()).toContain('Total incl. tax74.96');
    // Shown only when the insurance box is checked.
    await products.getByRole('button', { name: 'Visibility rule of section 4' }).click();
    const rule = page.getByRole('dialog', { name: 'Visibility rule of section 4' });
    await rule.getByText('Visibility of section 4').click();
    await rule.getByLabel('Show section 4').selectOption('all');
    await rule.getByLabel('Condition 1: comparison').selectOption('is_checked');
    await rule.getByText('Hidden with the current data field values').waitFor();
    await page.keyboard.press('Escape');

    await allChangesSaved(page);
    await page.reload();
    const reloaded = await editSection(page, 4, 'Product table');
    await reloaded.getByLabel('Product 1: Price').waitFor();
    expect(await reloaded.getByLabel('Product 1: Price').inputValue()).toBe('19.99');
    expect(await (await editSection(page, 2, 'Duration')).getByLabel('End date').inputValue()).toBe('2027-12-31');

    await api.post(`/agreements/${agreement.id}/participants/`, { fullname: 'Tina Tenant', email: 'tina@example.com', sign_method: 0, type: 1 });
    await api.post(`/agreements/${agreement.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    const guest = await h.browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(await guestLinkFromOutbox(h.url, 'tina@example.com'));
    const period = guestPage.getByRole('region', { name: 'Contract period' });
    await period.waitFor();
    expect(await period.textContent()).toContain('2027-12-31');
    expect(await period.textContent()).toContain('3 months');
    // The guest is a signatory, so the form is there to fill in: the insurance box starts unchecked.
    const fill = guestPage.getByRole('region', { name: 'Fill in before signing' });
    expect(await fill.getByRole('checkbox', { name: /Home insurance/ }).isChecked()).toBe(false);
    expect(await guestPage.getByRole('table').count()).toBe(0); // the product table's rule is false
    // Ticking the box makes the rule hold: the product table shows at once.
    await fill.getByRole('checkbox', { name: /Home insurance/ }).check();
    await guestPage.getByRole('table').waitFor();
    expect(errors).toEqual([]);
    await guest.close();
    await context.close();
  });
});
