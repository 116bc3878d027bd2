import { afterAll, beforeAll, it } from 'vitest';
import { guestLinkFromOutbox, loggedInContext, startHarness, type Harness } from './harness.js';
let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 120_000);
afterAll(async () => { await h?.close(); });
it('shots', async () => {
  const { api, context } = await loggedInContext(h.browser, h.url);
  const me = await api.get('/positions/me');
  let a = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Machine supply', state: 0 });
  const rows = [1, 2].map((n) => ({ uuid: `r${n}`, cells: { name: `Industrial washing machine model ${n}` }, quantity: '2', price: '14999.00', discount: '10', tax: '25' }));
  a = await api.put(`/agreements/${a.id}`, { checksum: a.checksum,
    data: [{ key: 'data_field', value: { key: 'reg_no', name: 'Reg no', type: 'text', value: null, required: true } }],
    boxes: [
      { type: 10, content: { nodes: [{ type: 'heading', children: [{ text: 'Delivery' }] }, { type: 'paragraph', children: [{ text: 'The supplier delivers the machines below. '.repeat(30) }] }] } },
      { type: 12, content: { inputs: [{ data_field_key: 'reg_no', type: 'text', label: 'Company registration number', required: true }] } },
      { type: 13, content: { rows }, config: { columns: [{ key: 'name', label: 'Machine', uuid: 'c1' }] } },
    ] });
  await api.post(`/agreements/${a.id}/participants/`, { fullname: 'Kim Keyboard', email: 'kim@example.com', sign_method: 10, type: 1 });
  await api.post(`/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
  const link = await guestLinkFromOutbox(h.url, 'kim@example.com');
  await context.close();
  for (const [w, hgt] of [[1280, 800], [375, 812]] as const) {
    const c = await h.browser.newContext({ viewport: { width: w, height: hgt } });
    const p = await c.newPage();
    await p.goto(link);
    await p.getByRole('table').waitFor();
    await p.screenshot({ path: `/tmp/guest/page-${w}.png` });
    await p.screenshot({ path: `/tmp/guest/page-${w}-full.png`, fullPage: true });
    await p.getByRole('button', { name: 'Sign', exact: true }).click();
    await p.getByRole('button', { name: 'Type' }).click();
    await p.screenshot({ path: `/tmp/guest/dialog-${w}.png` });
    await c.close();
  }
});
