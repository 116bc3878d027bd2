/**
 * The rich-text box (§3 Box type 10) in a real browser: the owner writes a heading, a bulleted
 * list, bold text, a link, a 2x2 table and a data-field placeholder with the toolbar and the
 * keyboard, saves, reloads, and finds every piece again in the editor and in GET
 * /api/agreements/{id} content.nodes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughUi, startHarness, watchErrors, type Harness } from './harness.js';
import { allChangesSaved, renameContract } from './editor-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Waits until a closed toolbar panel has given the focus back to the editable (the caret is back). */
const focusBack = (editable: ReturnType<Page['getByRole']>) => expect.poll(() => editable.evaluate((el) => el === document.activeElement)).toBe(true);

describe('the rich-text editor', () => {
  it('keeps headings, lists, marks, links, tables and placeholders across save and reload', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logInThroughUi(page, h.url);
    await page.getByRole('button', { name: 'New contract' }).first().click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await renameContract(page, 'Rich text lease');

    const editable = page.getByRole('textbox', { name: 'Section 1: Text content' });
    await editable.click();
    await tool(page, 'Heading 1').click();
    await page.keyboard.type('Lease terms');
    await page.keyboard.press('Enter');
    await tool(page, 'Bulleted list').click();
    await page.keyboard.type('Two keys');
    await page.keyboard.press('Enter');
    await page.keyboard.type('One parking space');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item leaves the list
    await tool(page, 'Paragraph').click();
    await page.keyboard.type('Rent is ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('due monthly');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('. Read the ');

    // A link: the URL form refuses javascript:, then links the inserted address.
    await tool(page, 'Link').click();
    await page.getByLabel('Link URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Use a web address starting with http://').waitFor();
    await page.getByLabel('Link URL').fill('https://example.com/house-rules');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByLabel('Link URL').count()).toBe(0);
    await focusBack(editable);
    await page.keyboard.type(' for tenant ');

    // A data field created from the toolbar, as a placeholder.
    await tool(page, 'Data field').click();
    await page.getByLabel('Data field to insert').selectOption({ label: 'New data field…' });
    await page.getByLabel('Data field key').fill('tenant_name');
    await page.getByLabel('Data field name').fill('Tenant name');
    await page.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => editable.locator('[data-field-key="tenant_name"]').count()).toBe(1);
    await focusBack(editable);
    await page.keyboard.type('.');

    // A 2x2 table with text in every cell (Tab is not a cell move; cells are clicked).
    await page.keyboard.press('Enter');
    await tool(page, 'Table').click();
    const cells = editable.locator('td');
    await expect.poll(() => cells.count()).toBe(4);
    for (const [i, text] of ['Room', 'Size', 'Kitchen', '12 m2'].entries()) {
      await cells.nth(i).click();
      await page.keyboard.type(text);
    }

    await allChangesSaved(page);

    const check = async () => {
      await editable.waitFor();
      expect(await editable.locator('h3').textContent()).toBe('Lease terms');
      expect(await editable.locator('ul li').allTextContents()).toEqual(['Two keys', 'One parking space']);
      expect(await editable.locator('strong').first().textContent()).toBe('due monthly');
      expect(await editable.locator('a').getAttribute('href')).toBe('https://example.com/house-rules');
      expect(await editable.locator('a').textContent()).toBe('https://example.com/house-rules');
      expect(await editable.locator('[data-field-key="tenant_name"]').textContent()).toContain('Tenant name');
      expect(await editable.locator('td').allTextContents()).toEqual(['Room', 'Size', 'Kitchen', '12 m2']);
    };
    await check();
    await page.reload();
    await check();

    const agreement = (await (await context.request.get(`${h.url}/api/agreements/${id}`)).json()) as { boxes: { type: number; content: { nodes: unknown[] } }[]; data: unknown[] };
    const nodes = agreement.boxes.find((b) => b.type === 10)!.content.nodes;
    expect(nodes[0]).toEqual({ type: 'heading', level: 1, children: [{ text: 'Lease terms' }] });
    expect(nodes[1]).toEqual({
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'Two keys' }] },
        { type: 'list-item', children: [{ text: 'One parking space' }] },
      ],
    });
    expect(nodes[2]).toEqual({
      type: 'paragraph',
      children: [
        { text: 'Rent is ' },
        { text: 'due monthly', bold: true },
        { text: '. Read the ' },
        { type: 'link', url: 'https://example.com/house-rules', children: [{ text: 'https://example.com/house-rules' }] },
        { text: ' for tenant ' },
        { type: 'data-field', key: 'tenant_name', children: [{ text: '' }] },
        { text: '.' },
      ],
    });
    expect(nodes.find((n) => (n as { type: string }).type === 'table')).toEqual({
      type: 'table',
      children: [
        { type: 'table-row', children: [{ type: 'table-cell', children: [{ text: 'Room' }] }, { type: 'table-cell', children: [{ text: 'Size' }] }] },
        { type: 'table-row', children: [{ type: 'table-cell', children: [{ text: 'Kitchen' }] }, { type: 'table-cell', children: [{ text: '12 m2' }] }] },
      ],
    });
    expect(agreement.data).toContainEqual({ key: 'data_field', value: expect.objectContaining({ key: 'tenant_name', name: 'Tenant name' }) });

    expect(errors).toEqual([]);
    await context.close();
  });
});
