/**
 * Issue #4's editing story in a real browser, end to end:
 * - a contract created from a template in the dashboard gets a section of every §3 box type
 *   (text, PDF, attachments, form input, product table, duration), is saved, reloaded, and every
 *   section is still there, in the editor and in GET /agreements/{id};
 * - two browsers edit the same contract: the first save wins, the second gets the §8 4002 text
 *   and keeps what its user typed, and the server still holds the first save (nothing lost).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';
import { addFormInput, addProduct, addSection, allChangesSaved, editSection, makePdf } from './editor-fixtures.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** A 1x1 PNG (attachments are sniffed from their bytes, §5 Uploads). */
const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface SavedBox {
  type: number;
  content: Record<string, unknown>;
  config: Record<string, unknown>;
}

describe('editing documents', () => {
  it('creates a contract from a template, fills every box type, saves, and finds everything after a reload', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws = me.collections[0].id as number;
    const template = await api.post('/agreements/', { collection_id: ws, name: 'Equipment rental', state: 6 });
    await api.put(`/agreements/${template.id}`, {
      checksum: template.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'heading', level: 1, children: [{ text: 'Rental terms' }] }] }, config: {} }],
    });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/c/${ws}`);
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('menuitem', { name: 'From template…' }).click();
    await page.getByRole('dialog', { name: 'Template library' }).getByRole('button', { name: 'Use template Equipment rental' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).not.toBe(template.id);

    // 1 text (from the template): add a paragraph under its heading.
    const editable = page.getByRole('textbox', { name: 'Section 1: Text content' });
    await editable.getByText('Rental terms').waitFor();
    await editable.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Paragraph' }).click();
    await page.keyboard.type('The renter returns the drill in working order.');

    // 2 PDF.
    const pdf = await addSection(page, 'PDF', 2);
    await pdf.getByLabel(/^PDF file for/).setInputFiles({ name: 'Drill manual.pdf', mimeType: 'application/pdf', buffer: await makePdf(3) });
    await pdf.getByText('Drill manual.pdf, 3 pages').waitFor({ timeout: 30_000 });

    // 3 attachments.
    const attachments = await addSection(page, 'Attachments', 3);
    await attachments.getByLabel('Add files').setInputFiles({ name: 'inventory.png', mimeType: 'image/png', buffer: photo });
    await attachments.getByRole('list', { name: 'Attached files' }).getByText(/^inventory\.png, /).waitFor();

    // 4 form input.
    const form = await addSection(page, 'Form', 4);
    await addFormInput(form, 'Deposit paid', 'checkbox', 'deposit_paid');

    // 5 product table.
    const products = await addSection(page, 'Product table', 5);
    await addProduct(products, { product: 'Drill, per day', quantity: '3', price: '19.99', tax: '25' });
    await expect.poll(() => products.getByLabel('Sums').textContent()).toContain('Total incl. tax74.96');

    // 6 duration.
    const duration = await addSection(page, 'Duration', 6);
    await duration.getByLabel('Start date').fill('2027-03-01');
    await duration.getByLabel('End date').fill('2027-03-04');

    await allChangesSaved(page);
    await page.reload();

    await page.getByRole('textbox', { name: 'Section 1: Text content' }).getByText('The renter returns the drill in working order.').waitFor();
    await page.getByRole('region', { name: 'Section 2: PDF' }).getByRole('figure', { name: 'Page 1 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Section 3: Attachments' }).getByText(/^inventory\.png, /).waitFor();
    await page.getByRole('region', { name: 'Section 4: Form' }).getByText('Deposit paid').waitFor();
    expect(await (await editSection(page, 5, 'Product table')).getByLabel('Product 1: Price').inputValue()).toBe('19.99');
    expect(await (await editSection(page, 6, 'Duration')).getByLabel('End date').inputValue()).toBe('2027-03-04');

    const saved = await api.get(`/agreements/${id}`);
    expect(saved.source_id).toBe(template.id);
    const boxes = saved.boxes as SavedBox[];
    expect(boxes.map((b) => b.type)).toEqual([10, 3, 4, 12, 13, 2]);
    expect(JSON.stringify(boxes[0]!.content)).toContain('The renter returns the drill in working order.');
    expect(boxes[1]!.content.asset_id).toEqual(expect.any(Number));
    expect(boxes[2]!.content.data).toEqual([{ key: 'file', value: expect.objectContaining({ name: 'inventory.png', size: photo.length }) }]);
    expect(boxes[3]!.content.inputs).toEqual([expect.objectContaining({ data_field_key: 'deposit_paid', type: 'checkbox' })]);
    expect((saved.data as { key: string; value: { key: string } }[]).some((d) => d.key === 'data_field' && d.value.key === 'deposit_paid')).toBe(true);
    expect((boxes[4] as SavedBox & { store: { sums: { incl_tax: string } } }).store.sums.incl_tax).toBe('74.96');
    expect(boxes[5]!.content).toMatchObject({ start_date: '2027-03-01', end_date: '2027-03-04' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the second of two writers of one section what to do (live notice or 4002), and loses neither text', async () => {
    const first = await loggedInContext(h.browser, h.url);
    const second = await loggedInContext(h.browser, h.url);
    const me = await first.api.get('/positions/me');
    const agreement = await first.api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Shared draft', state: 0 });

    const open = async (context: typeof first.context) => {
      const page = await context.newPage();
      await page.goto(`${h.url}/documents/${agreement.id}`);
      const editable = page.getByRole('textbox', { name: 'Section 1: Text content' });
      await editable.waitFor();
      return { page, editable };
    };
    let a = await open(first.context);
    let b = await open(second.context);

    const words = new Map([
      [a.page, 'Alice writes the payment terms.'],
      [b.page, 'Bob writes the delivery terms.'],
    ]);
    await a.editable.click();
    await a.page.keyboard.type('Alice writes the payment terms.');
    await b.editable.click();
    await b.page.keyboard.type('Bob writes the delivery terms.');

    // Whoever saves second learns of the first save live ("Updated by", its autosave waiting) or,
    // when both saves were in flight at once, from the 4002; a Reload of the same section leads
    // to the same question: nothing is overwritten without the user's explicit choice.
    const dialog = (page: typeof a.page) => page.getByRole('dialog', { name: 'Someone else changed this contract' });
    const notice = (page: typeof a.page) => page.getByText(/^Updated by /).first();
    await Promise.race([dialog(a.page).waitFor(), dialog(b.page).waitFor(), notice(a.page).waitFor(), notice(b.page).waitFor()]);
    for (const page of [a.page, b.page]) {
      if (await notice(page).isVisible()) await page.getByRole('button', { name: 'Reload', exact: true }).click();
    }
    await Promise.race([dialog(a.page).waitFor(), dialog(b.page).waitFor()]);
    if (await dialog(a.page).isVisible()) [a, b] = [b, a];
    await dialog(b.page).getByRole('button', { name: 'Keep editing' }).click();

    // The refused writer's words are still in their editor; the first save is what the server holds.
    expect(await b.editable.textContent()).toContain(words.get(b.page));
    const stored = JSON.stringify((await first.api.get(`/agreements/${agreement.id}`)).boxes);
    expect(stored).toContain(words.get(a.page));
    expect(stored).not.toContain(words.get(b.page));
    await first.context.close();
    await second.context.close();
  });
});

describe('document actions', () => {
  it('undoes a mark as signed, replaces a draft with a template, and moves a draft to the trash', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws = me.collections[0].id as number;
    const page = await context.newPage();
    const errors = watchErrors(page);
    const actions = page.getByRole('group', { name: 'Document actions' });

    const imported = await api.post('/agreements/', { collection_id: ws, name: 'Signed on paper', import: 1 });
    expect(imported.state).toBe(4);
    // §4 Opening a contract makes its workspace the current one: /contracts then comes back to it.
    await page.goto(`${h.url}/c/0`);
    await expect.poll(() => page.title()).toContain('Shared with me');
    await page.goto(`${h.url}/documents/${imported.id}`);
    await actions.getByRole('button', { name: 'More actions' }).waitFor();
    await page.goto(`${h.url}/contracts`);
    await expect.poll(() => page.title()).toContain(me.collections[0].name);
    expect(await page.title()).not.toContain('Shared with me');
    await page.goto(`${h.url}/documents/${imported.id}`);
    // A signed (imported) contract keeps "Undo mark as signed" in the header's More menu.
    await actions.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Undo mark as signed' }).click();
    await page.getByRole('button', { name: 'Add section' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Undo mark as signed' }).count()).toBe(0);
    expect((await api.get(`/agreements/${imported.id}`)).state).toBe(0);

    const template = await api.post('/agreements/', { collection_id: ws, name: 'Lease template', state: 6 });
    await actions.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Replace with a template…' }).click();
    await page.getByRole('dialog', { name: 'Template library' }).getByRole('button', { name: 'Use template Lease template' }).click();
    await page.waitForURL((url) => /\/documents\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${imported.id}`));
    const replacement = Number(new URL(page.url()).pathname.split('/').pop());
    // The new draft keeps the old one's name and comes from the template.
    expect(await api.get(`/agreements/${replacement}`)).toMatchObject({ name: 'Signed on paper', source_id: template.id, state: 0 });
    // The replaced draft is in the trash: no longer served.
    expect((await api.get(`/agreements/${imported.id}`)).status_code).toBe(404);

    await actions.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to trash' }).click();
    await page.getByRole('dialog', { name: 'Move this contract to the trash?' }).getByRole('button', { name: 'Move to trash' }).click();
    await page.waitForURL(`${h.url}/c/${ws}/trash`);
    await page.getByRole('list', { name: 'Trashed contracts' }).getByRole('link', { name: 'Signed on paper' }).first().waitFor();
    expect((await api.get(`/agreements/${replacement}`)).status_code).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
