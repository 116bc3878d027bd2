/**
 * PDF sections (§3 Box type 3) in a real browser: upload a 200-page PDF into a contract's PDF
 * section, see page 1 painted by pdfjs while far pages stay undrawn until scrolled to, save and
 * reload; a 201-page PDF is refused with the 4505 text and changes nothing; a contract made from
 * an uploaded PDF (POST /agreements/ `from_pdf`) opens with its pages, for the owner, for the
 * guest (web link and the embed iframe, whose rollup build carries its own pdfjs worker) and in
 * the embed's preview.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame } from './embed-fixtures.js';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';
import { addSection, allChangesSaved, editSection, makePdf } from './editor-fixtures.js';

let h: Harness;
let pdf200: Buffer;
let pdf201: Buffer;

beforeAll(async () => {
  h = await startHarness();
  [pdf200, pdf201] = await Promise.all([makePdf(200), makePdf(201)]);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** How many pixels of the canvas are not white/transparent (the page has been drawn on). */
async function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    if (el.width === 0 || el.height === 0) return 0;
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) inked++;
    return inked;
  });
}

/** The contract's own Save (side panels have Save buttons of their own). */
const figure = (page: Page, n: number, total = 200) => page.getByRole('figure', { name: `Page ${n} of ${total}` });

async function newContract(context: BrowserContext, api: Awaited<ReturnType<typeof loggedInContext>>['api'], name: string): Promise<{ id: number; page: Page; errors: string[] }> {
  const me = await api.get('/positions/me');
  const agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name, state: 0 });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${h.url}/documents/${agreement.id}`);
  await page.getByRole('button', { name: 'Add section' }).waitFor();
  return { id: agreement.id, page, errors };
}

/** POST /assets/ with a 3-page PDF named `name`, then POST /agreements/ with `from_pdf`. */
async function contractFromPdf(context: BrowserContext, api: Awaited<ReturnType<typeof loggedInContext>>['api'], name: string) {
  const xsrf = (await context.cookies(h.url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const uploaded = await context.request.post(`${h.url}/api/assets/`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    multipart: { asset_type: 'pdf', file: { name, mimeType: 'application/pdf', buffer: await makePdf(3) } },
  });
  expect(uploaded.status()).toBe(201);
  const me = await api.get('/positions/me');
  return api.post('/agreements/', { collection_id: me.collections[0].id, from_pdf: (await uploaded.json()).id });
}

describe('PDF section', () => {
  it('uploads 200 pages, paints page 1 lazily, keeps it over save and reload, and refuses 201 pages with 4505', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const { id, page, errors } = await newContract(context, api, 'Scanned lease');

    const section = await addSection(page, 'PDF', 2);
    await section.getByRole('button', { name: 'Upload PDF' }).waitFor();
    await section.getByLabel(/^PDF file for/).setInputFiles({ name: 'Scanned lease.pdf', mimeType: 'application/pdf', buffer: pdf200 });

    await section.getByText('Scanned lease.pdf, 200 pages').waitFor({ timeout: 30_000 });
    await expect.poll(() => figure(page, 1).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(figure(page, 1).locator('canvas'))).toBeGreaterThan(100);
    await expect.poll(() => page.locator('.ink-pdf[data-first-page-painted]').count()).toBe(1);
    // Every page has its labelled placeholder, but the far ones are not drawn yet.
    expect(await page.getByRole('figure', { name: /^Page \d+ of 200$/ }).count()).toBe(200);
    expect(await figure(page, 150).getAttribute('data-rendered')).toBe('false');
    expect(await page.locator('.ink-pdf__page[data-rendered="true"]').count()).toBeLessThan(20);

    await figure(page, 150).scrollIntoViewIfNeeded();
    await expect.poll(() => figure(page, 150).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(figure(page, 150).locator('canvas'))).toBeGreaterThan(100);
    expect(await figure(page, 100).getAttribute('data-rendered')).toBe('false');

    await allChangesSaved(page);
    const saved = await api.get(`/agreements/${id}`);
    const pdfBox = saved.boxes.find((b: { type: number }) => b.type === 3);
    expect(pdfBox.content.asset_id).toEqual(expect.any(Number));

    await page.reload();
    const reloaded = await editSection(page, 2, 'PDF');
    await reloaded.getByRole('button', { name: 'Replace PDF' }).waitFor();
    await expect.poll(() => figure(page, 1).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(figure(page, 1).locator('canvas'))).toBeGreaterThan(100);

    // 201 pages: the §8 text, and the section keeps its PDF.
    await reloaded.getByLabel(/^PDF file for/).setInputFiles({ name: 'too long.pdf', mimeType: 'application/pdf', buffer: pdf201 });
    await expect.poll(() => reloaded.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('PDF contains too many pages (max 200)');
    expect(await figure(page, 1).count()).toBe(1);
    await allChangesSaved(page);
    await expect.poll(async () => (await api.get(`/agreements/${id}`)).boxes.find((b: { type: number }) => b.type === 3).content.asset_id).toBe(pdfBox.content.asset_id);

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('opens a contract created from an uploaded PDF (from_pdf) with its pages', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const agreement = await contractFromPdf(context, api, 'Framework agreement.pdf');
    expect(agreement.name).toBe('Framework agreement');

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${agreement.id}`);
    await (await editSection(page, 1, 'PDF')).getByRole('button', { name: 'Replace PDF' }).waitFor();
    await expect.poll(() => figure(page, 1, 3).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(figure(page, 1, 3).locator('canvas'))).toBeGreaterThan(100);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the pages to the guest, through the web link and inside the embed iframe, and in the embed preview', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const agreement = await contractFromPdf(context, api, 'Embedded terms.pdf');
    await api.post(`/agreements/${agreement.id}/participants/`, { fullname: 'Pat Reader', email: 'pat@example.com', sign_method: 0, type: 1 });
    await api.post(`/agreements/${agreement.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    const link = await guestLinkFromOutbox(h.url, 'pat@example.com');
    const token = link.split('/at/')[1]!;

    const guest = await h.browser.newContext();
    const web = await guest.newPage();
    const webErrors = watchErrors(web);
    await web.goto(link);
    await expect.poll(() => figure(web, 1, 3).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(figure(web, 1, 3).locator('canvas'))).toBeGreaterThan(100);

    const partner = await guest.newPage();
    await partner.goto(`${h.examplesUrl}/partner-site/?document=${agreement.id}&token=${token}`);
    const frame = await embedFrame(partner, h.url);
    const framed = frame.getByRole('figure', { name: 'Page 1 of 3' });
    await expect.poll(() => framed.getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(await inkedPixels(framed.locator('canvas'))).toBeGreaterThan(100);

    const preview = await context.newPage();
    await preview.goto(`${h.url}/embed/documents/${agreement.id}/at/preview`);
    await expect.poll(() => figure(preview, 1, 3).getAttribute('data-rendered'), { timeout: 30_000 }).toBe('true');
    expect(webErrors).toEqual([]);
    await guest.close();
    await context.close();
  }, 120_000);
});
