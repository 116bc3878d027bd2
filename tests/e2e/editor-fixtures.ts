/**
 * The document page as the e2e tests drive it (docs/foundation-contract.md "App routes"): the
 * name renamed in the header, autosave ("All changes saved"), "+ Add section" at the end of the
 * paper, and PDFs to upload into PDF sections.
 */
import type { Locator, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Waits until the autosave has saved every edit made so far (edits show "Unsaved changes" at once). */
export async function allChangesSaved(page: Page) {
  await page.locator('.doc-header').getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

/** Renames the contract in the header: click the name, type, Enter. */
export async function renameContract(page: Page, name: string) {
  await page.getByRole('button', { name: /^Rename contract: / }).click();
  await page.getByRole('textbox', { name: 'Contract name' }).fill(name);
  await page.getByRole('textbox', { name: 'Contract name' }).press('Enter');
}

/** Adds a section of `type` with "+ Add section" at the end of the paper and returns its region, "Section `n`: `type`" (open for editing). */
export async function addSection(page: Page, type: string, n: number) {
  await page.getByRole('button', { name: 'Add section', exact: true }).click();
  // Enter on the item, as a keyboard user would (the menu may still be settling at the page's end).
  await page.getByRole('menuitem', { name: type, exact: true }).press('Enter');
  return page.getByRole('region', { name: `Section ${n}: ${type}` });
}

/** Opens section `n` (shown as the counterparty sees it) for editing and returns its region. */
export async function editSection(page: Page, n: number, type: string) {
  const region = page.getByRole('region', { name: `Section ${n}: ${type}` });
  await region.getByRole('button', { name: `Edit section ${n}` }).click();
  return region;
}

/** A PDF of `pages` A5 pages, each with a large "Page N". */
export async function makePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([420, 595]).drawText(`Page ${i}`, { x: 60, y: 400, size: 48, font });
  return Buffer.from(await doc.save());
}

/** In an empty form section: adds its first input, labelled `label`, of `type`, and waits for its data field `key`. */
export async function addFormInput(form: Locator, label: string, type: string, key: string) {
  await form.getByLabel('New input label').fill(label);
  await form.getByLabel('New input type').selectOption(type);
  await form.getByRole('button', { name: 'Add input' }).click();
  await form.getByRole('group', { name: 'Input 1' }).getByText(`Data field: ${key}`).waitFor({ state: 'attached' });
}

/** In a product table section: adds product row 1 and fills it. */
export async function addProduct(products: Locator, row: { product: string; quantity: string; price: string; tax: string }) {
  await products.getByRole('button', { name: 'Add product' }).click();
  await products.getByLabel('Product 1: Product').fill(row.product);
  await products.getByLabel('Product 1: Quantity').fill(row.quantity);
  await products.getByLabel('Product 1: Price').fill(row.price);
  await products.getByLabel('Product 1: Tax %').fill(row.tax);
}
