/**
 * Issue #6: template signing through a direct signing link on the partner site (a visitor fills
 * name and email, signs the new agreement in the same iframe, `signed` carries its id), and the
 * React wrapper on examples/react-host (its own Vite build, on the examples origin): events,
 * a language change without remounting, and cleanup on unmount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame, eventLines, expectSoon, messageListenerCount, startEmbedHarness, type EmbedHarness } from './embed-fixtures.js';
import { clickSign } from './harness.js';

let h: EmbedHarness;
beforeAll(async () => {
  h = await startEmbedHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('template signing', () => {
  it('creates a new agreement from the template for the visitor and signs it in the same iframe', async () => {
    const owner = { api: h.owner };
    const me = await owner.api.get('/positions/me');
    const created = await owner.api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Kayak rental', state: 6 });
    const template = await owner.api.put(`/agreements/${created.id}`, {
      checksum: created.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'One kayak, one day, one paddle.' }] }] } }],
    });
    const link = (await owner.api.post(`/agreements/${template.id}/signing_links`, {})) as { token: string; url: string };
    expect(link.url).toBe(`${h.url}/embed/documents/templates/${template.id}/at/${link.token}`);

    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/?template=${template.id}&token=${link.token}`);
    const frame = await embedFrame(page, h.url);
    await frame.getByText('One kayak, one day, one paddle.').waitFor();
    await expectSoon(async () => (await eventLines(page)).includes(`ready agreement ${template.id}`));

    await frame.getByRole('button', { name: 'Continue to signing' }).click();
    await frame.getByText('Full name is required').waitFor();
    await frame.getByLabel('Full name').fill('Vera Visitor');
    await frame.getByLabel('Email').fill('vera@example.com');
    await frame.getByRole('button', { name: 'Continue to signing' }).click();
    await clickSign(frame);
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    await expectSoon(async () => (await page.evaluate(() => document.body.dataset.signed)) === 'true');

    const newId = Number(await page.evaluate(() => document.body.dataset.signedAgreement));
    expect(newId).toBeGreaterThan(0);
    expect(newId).not.toBe(template.id);
    expect(await eventLines(page)).toEqual(expect.arrayContaining([`ready agreement ${newId}`, `signed agreement ${newId}`]));

    const signed = await owner.api.get(`/agreements/${newId}`);
    expect(signed).toMatchObject({ name: 'Kayak rental', state: 4 });
    expect(signed.participants).toEqual([expect.objectContaining({ fullname: 'Vera Visitor', email: 'vera@example.com' })]);
    expect((await owner.api.get(`/agreements/${template.id}`)).state).toBe(6);
    await context.close();
  });
});

describe('the React wrapper on examples/react-host', () => {
  it('mounts, switches language without remounting, signs, and cleans up on unmount', async () => {
    // Its own origin, apart from the partner site's (http://localhost:PORT) and Inkflow's.
    const reactHost = `${h.foreignExamplesUrl('127.0.0.1')}/react-host`;
    expect(new URL(reactHost).origin).not.toBe(new URL(h.examplesUrl).origin);
    const { id, token } = await h.contract('Club membership', 'rita@example.com', { text: 'Membership of the bike club for one year.', fullname: 'Rita React' });
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const baseline = await (async () => {
      await page.goto(`${reactHost}/`);
      await page.getByText('Open this page with').waitFor();
      return messageListenerCount(context, page);
    })();

    await page.goto(`${reactHost}/?document=${id}&token=${token}`);
    let frame = await embedFrame(page, h.url);
    await frame.getByText('Membership of the bike club for one year.').waitFor();
    await expectSoon(async () => (await eventLines(page)).includes(`ready agreement ${id}`));
    expect(await messageListenerCount(context, page)).toBe(baseline + 1);

    await page.getByLabel('Language').selectOption('sv');
    await expectSoon(async () => (await frame.evaluate(() => document.documentElement.lang)) === 'sv');
    expect((await eventLines(page)).filter((l) => l.startsWith('ready'))).toHaveLength(1); // not remounted

    await page.getByRole('button', { name: 'Unmount contract' }).click();
    await expectSoon(async () => (await page.locator('iframe').count()) === 0);
    expect(await messageListenerCount(context, page)).toBe(baseline);

    await page.getByRole('button', { name: 'Mount contract' }).click();
    frame = await embedFrame(page, h.url);
    await clickSign(frame, 'sv'); // the host still asks for Swedish
    await expectSoon(async () => (await eventLines(page)).includes(`signed agreement ${id}`));
    expect((await eventLines(page)).filter((l) => l.startsWith('signed'))).toHaveLength(1);
    expect(await messageListenerCount(context, page)).toBe(baseline + 1);
    await context.close();
  });
});
