/**
 * The contract editor as the e2e tests drive it (docs/foundation-contract.md "App routes"):
 * its own Save button and "Add section", and PDFs to upload into PDF sections.
 */
import type { Locator, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The contract's own Save (the side panels have Save buttons of their own). */
export const saveButton = (page: Page) => page.locator('form.editor-form').getByRole('button', { name: 'Save', exact: true });

/** Adds a section of `type` (its label in "Section type") and returns its region, "Section `n`: `type`". */
export async function addSection(page: Page, type: string, n: number) {
  await page.getByLabel('Section type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Add section' }).click();
  return page.getByRole('region', { name: `Section ${n}: ${type}` });
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
  await form.getByRole('group', { name: 'Input 1' }).getByText(`Data field: ${key}`).waitFor();
}

/** In a product table section: adds product row 1 and fills it. */
export async function addProduct(products: Locator, row: { product: string; quantity: string; price: string; tax: string }) {
  await products.getByRole('button', { name: 'Add product' }).click();
  await products.getByLabel('Product 1: Product').fill(row.product);
  await products.getByLabel('Product 1: Quantity').fill(row.quantity);
  await products.getByLabel('Product 1: Price').fill(row.price);
  await products.getByLabel('Product 1: Tax %').fill(row.tax);
}
