/**
 * Issue #6 "Template signing", the owner's side in the app: on a template's page the owner
 * creates a direct signing link, copies its embed code, a partner page made of that code alone
 * lets a visitor sign, and once the owner revokes the link the same page gets the 403 screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, startHarness, watchErrors, type Harness, clickSign } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('signing links in the app', () => {
  it('creates a link whose embed code signs on a partner page, lists it, and revokes it', async () => {
    const { context: ownerContext, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const created = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Bike rental', state: 6 });
    const template = await api.put(`/agreements/${created.id}`, {
      checksum: created.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'One bike, one helmet, one day.' }] }] } }],
    });

    await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`${h.url}/documents/${template.id}`);
    await owner.getByRole('heading', { name: 'Signing links' }).waitFor();
    await owner.getByText('This template has no signing links.').waitFor();
    await owner.getByRole('button', { name: 'Create signing link' }).click();
    const code = await owner.getByLabel('Embed code').inputValue();
    expect(code).toContain(`data-inkflow-template="${template.id}"`);
    await owner.getByRole('button', { name: 'Copy embed code' }).click();
    await owner.getByText('Embed code copied').waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const list = owner.getByRole('list', { name: 'Active signing links' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    // A partner page (the examples origin) made of the copied code alone.
    const visitorContext = await h.browser.newContext();
    const partner = await visitorContext.newPage();
    const partnerErrors = watchErrors(partner);
    // Pasted into a page of the examples server (a route-fulfilled page would not count as served
    // from the loopback address space, and Chromium would block its requests to localhost).
    const showPartnerPage = async () => {
      await partner.goto(`${h.examplesUrl}/bench/blank.html`);
      await partner.evaluate((html) => {
        document.body.innerHTML = html;
        // Scripts set through innerHTML do not run; re-create them as a browser parsing the page would.
        for (const old of document.body.querySelectorAll('script')) {
          const script = document.createElement('script');
          for (const { name, value } of old.attributes) script.setAttribute(name, value);
          old.replaceWith(script);
        }
      }, code);
    };
    await showPartnerPage();
    const frame = partner.frameLocator('iframe');
    await frame.getByText('One bike, one helmet, one day.').waitFor();
    await frame.getByLabel('Full name').fill('Val Visitor');
    await frame.getByLabel('Email').fill('val@example.com');
    await frame.getByRole('button', { name: 'Continue to signing' }).click();
    await clickSign(frame);
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();

    // Revoked in the app: the same partner page now shows the 403 screen.
    await list.getByRole('button', { name: /^Revoke Link/ }).click();
    await owner.getByText('This template has no signing links.').waitFor();
    expect((await api.get(`/agreements/${template.id}/signing_links`)).collection).toEqual([]);
    await showPartnerPage();
    await frame.getByRole('heading', { name: 'Sorry' }).waitFor();
    await frame.getByText('Access denied').waitFor();
    await expect(frame.getByText('One bike, one helmet, one day.').count()).resolves.toBe(0);

    expect(ownerErrors).toEqual([]);
    expect(partnerErrors.filter((e) => !/403/.test(e))).toEqual([]);
    await visitorContext.close();
    await ownerContext.close();
  });
});
