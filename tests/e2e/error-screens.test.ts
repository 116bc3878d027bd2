/**
 * Error screens are never dead ends, in a real browser: with SUPPORT_EMAIL and SUPPORT_PHONE
 * configured, a guest opening a link that was revoked reads "This link has expired" with the
 * sender to ask and a mailto link to them, and "Get help" shows the configured support contacts
 * (read from the page's meta tags); the embed page carries the same tags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, loggedInContext, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ SUPPORT_EMAIL: 'desk@inkflow.test', SUPPORT_PHONE: '+46 8 123 456' });
});
afterAll(async () => {
  await h?.close();
});

describe('error screens', () => {
  it('an expired guest link says so, names the sender, and offers support contacts', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Expired offer',
      text: 'This offer stands for a week.',
      signer: { fullname: 'Lia Late', email: 'lia@example.com', sign_method: 0 },
    });
    const { context: owner, api } = await loggedInContext(h.browser, h.url);
    const agreement = await api.get(`/agreements/${id}`);
    const lia = agreement.participants.find((p: { email: string }) => p.email === 'lia@example.com');
    await api.post(`/agreements/${id}/participants/${lia.id}/revoke_links`, {});
    const me = await api.get('/positions/me');
    await owner.close();

    const guest = await h.browser.newContext();
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(guestLink);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor()).resolves.toBeUndefined();
    await page.getByText(`Ask ${me.fullname} (${demo.email}) to send you a new one.`).waitFor();
    expect(await page.getByRole('link', { name: `Email ${me.fullname}` }).getAttribute('href')).toBe(`mailto:${demo.email}`);
    await page.getByRole('button', { name: 'Get help' }).click();
    expect(await page.getByRole('link', { name: 'Email: desk@inkflow.test' }).getAttribute('href')).toBe('mailto:desk@inkflow.test');
    await page.getByRole('link', { name: 'Phone: +46 8 123 456' }).waitFor();
    await expect(page.getByText('Login failed').count()).resolves.toBe(0);
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
    await guest.close();
  });

  it('the embed page carries the support meta tags', async () => {
    const response = await fetch(`${h.url}/embed/documents/1/at/sometoken`);
    const html = await response.text();
    expect(html).toContain('<meta name="inkflow-support-email" content="desk@inkflow.test">');
    expect(html).toContain('<meta name="inkflow-support-phone" content="+46 8 123 456">');
  });
});
