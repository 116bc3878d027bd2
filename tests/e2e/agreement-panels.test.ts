/**
 * Issue #4 side panels in a real browser: on a draft, set the agreement value 1250.50 and an
 * expire date, add a note, link a second contract, and create an internal reminder for the demo
 * position a few seconds ahead — then see it delivered in the dev outbox and shown as sent. The
 * reminder job runs every second here (REMINDER_INTERVAL_MS) instead of every 30 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';
import { allChangesSaved, renameContract } from './editor-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ REMINDER_INTERVAL_MS: '1000' });
});
afterAll(async () => {
  await h?.close();
});

/** A Date as a datetime-local value with seconds, in this machine's (and the browser's) time zone. */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

describe('agreement side panels', () => {
  it('sets value and expire date, adds a note, links two contracts and delivers a reminder', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    const main = await api.post('/agreements/', { collection_id: ws, name: 'Main lease', state: 0 });
    const amendment = await api.post('/agreements/', { collection_id: ws, name: 'Lease amendment', state: 0 });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${amendment.id}`);

    // The panels are tabs of the document sidebar.
    const sidebar = page.getByRole('complementary', { name: 'Document details' });

    // Settings: value and expire date (PUT .../agreement_value and PUT /agreements/{id}).
    await sidebar.getByRole('tab', { name: 'Details' }).click();
    const settings = sidebar.getByRole('region', { name: 'Settings' });
    await settings.getByLabel('Agreement value').fill('1250.50');
    const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await settings.getByLabel('Expire date').fill(day);
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('Saved').waitFor();
    const saved = await api.get(`/agreements/${amendment.id}`);
    expect(saved.agreement_value).toEqual({ amount: '1250.50' });
    expect(saved.expire_date).toBe(`${day}T23:59:59.999Z`);

    // The editor saves on the new checksum afterwards (no 4002).
    await renameContract(page, 'Lease amendment 1');
    await allChangesSaved(page);
    await expect.poll(async () => (await api.get(`/agreements/${amendment.id}`)).name, { timeout: 10_000 }).toBe('Lease amendment 1');
    expect((await api.get(`/agreements/${amendment.id}`)).agreement_value).toEqual({ amount: '1250.50' });

    // Notes, counted on their tab.
    await sidebar.getByRole('tab', { name: 'Notes' }).click();
    const notes = sidebar.getByRole('region', { name: 'Notes' });
    await notes.getByText('No notes yet').waitFor();
    await notes.getByLabel('Title').fill('Negotiation');
    await notes.getByLabel('Note').fill('Ann wants 3 months notice');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Ann wants 3 months notice').waitFor();
    expect((await api.get(`/agreements/${amendment.id}/notes/`)).count).toBe(1);
    await sidebar.getByRole('tab', { name: 'Notes (1)' }).waitFor();

    // Links: search by name, link, visible from both sides.
    await sidebar.getByRole('tab', { name: 'Links' }).click();
    const links = sidebar.getByRole('region', { name: 'Links' });
    await links.getByLabel('Find a contract to link').fill('Main');
    await links.getByRole('button', { name: 'Link Main lease' }).click();
    await links.getByRole('link', { name: 'Main lease' }).waitFor();
    await sidebar.getByRole('tab', { name: 'Links (1)' }).waitFor();
    const fromMain = await api.get(`/agreements/${main.id}/links/`);
    expect(fromMain.collection.map((l: { agreement: { id: number } }) => l.agreement.id)).toEqual([amendment.id]);

    // Reminder to the demo position a few seconds ahead; the job delivers it to the outbox.
    await sidebar.getByRole('tab', { name: 'Reminders' }).click();
    const reminders = sidebar.getByRole('region', { name: 'Reminders' });
    await reminders.getByText('No reminders').waitFor();
    await reminders.getByLabel('Send at').fill(localInput(new Date(Date.now() + 4_000)));
    await reminders.getByLabel(me.fullname).check();
    await reminders.getByLabel('Subject').fill('Check the amendment');
    await reminders.getByLabel('Message').fill('Is Ann back?');
    await reminders.getByRole('button', { name: 'Add reminder' }).click();
    await reminders.getByText('Check the amendment').waitFor();

    let delivered: { to: string; subject: string } | undefined;
    for (let i = 0; i < 40 && !delivered; i++) {
      const outbox = (await (await fetch(`${h.url}/api/dev/outbox`)).json()) as { collection: { to: string; subject: string }[] };
      delivered = outbox.collection.find((m) => m.subject === 'Check the amendment');
      if (!delivered) await new Promise((r) => setTimeout(r, 500));
    }
    expect(delivered?.to).toContain(me.email);
    // The Reminders tab stays chosen across the reload (session storage).
    await page.reload();
    const sent = page.getByRole('complementary', { name: 'Document details' }).getByRole('region', { name: 'Reminders' }).getByRole('listitem').filter({ hasText: 'Check the amendment' });
    await sent.getByText(/^Sent /).waitFor();
    expect(await sent.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
