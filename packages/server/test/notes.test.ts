/**
 * Contract notes (§7: POST/GET limit 50 sort -updated_time, PUT/DELETE) and internal reminders
 * (delayed events: create, update, delete, list, and the job that sends them exactly once).
 */
import { createMailer, schema, sendDueReminders } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let ownerId: number;
let memberId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, ownerId, memberId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

const note = (text: string) => ({ name: text, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] } });

describe('notes', () => {
  it('creates, lists newest change first in pages of 50, edits and deletes', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Noted' });
    const ids: number[] = [];
    for (let i = 0; i < 52; i++) {
      const created = await owner.post(`/api/agreements/${a.id}/notes/`, note(`Note ${i}`));
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const page = (await owner.get(`/api/agreements/${a.id}/notes/`)).json();
    expect(page.count).toBe(52);
    expect(page.collection).toHaveLength(50);
    expect(page.collection[0].name).toBe('Note 51');
    const edited = await owner.put(`/api/agreements/${a.id}/notes/${ids[0]}`, { name: 'Edited first' });
    expect(edited.json()).toMatchObject({ id: ids[0], name: 'Edited first', position_id: ownerId });
    expect((await owner.get(`/api/agreements/${a.id}/notes/?limit=1`)).json().collection[0].id).toBe(ids[0]);
    expect((await owner.get(`/api/agreements/${a.id}/notes/?limit=51`)).statusCode).toBe(400);
    expect((await owner.get(`/api/agreements/${a.id}`)).json().note_count).toBe(52);
    expect((await owner.delete(`/api/agreements/${a.id}/notes/${ids[1]}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/agreements/${a.id}/notes/${ids[1]}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/agreements/${a.id}/notes/`, { name: 'no content' })).json().message).toMatch(/^content: /);
  });

  it('lets a Viewer read but not write, an Editor edit only their own notes, and other accounts nothing', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Team notes' });
    const ownersNote = (await owner.post(`/api/agreements/${a.id}/notes/`, note('Owner says'))).json();
    expectDenied(await member.get(`/api/agreements/${a.id}/notes/`));
    await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, { role_id: 1 });
    expect((await member.get(`/api/agreements/${a.id}/notes/`)).json().count).toBe(1);
    expectDenied(await member.post(`/api/agreements/${a.id}/notes/`, note('Viewer says')));
    await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, { role_id: 2 });
    const membersNote = (await member.post(`/api/agreements/${a.id}/notes/`, note('Editor says'))).json();
    expect((await member.put(`/api/agreements/${a.id}/notes/${membersNote.id}`, { name: 'Editor edits' })).statusCode).toBe(200);
    expectDenied(await member.put(`/api/agreements/${a.id}/notes/${ownersNote.id}`, { name: 'Hijack' }));
    expectDenied(await member.delete(`/api/agreements/${a.id}/notes/${ownersNote.id}`));
    expectDenied(await stranger.get(`/api/agreements/${a.id}/notes/`));
    expectDenied(await stranger.post(`/api/agreements/${a.id}/notes/`, note('Stranger says')));
    expectDenied(await stranger.delete(`/api/agreements/${a.id}/notes/${ownersNote.id}`));
    // A note id of another agreement is not found through this one.
    const b = await createAgreement(owner, { collection_id: workspaceId, name: 'Elsewhere' });
    expect((await owner.put(`/api/agreements/${b.id}/notes/${ownersNote.id}`, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('internal reminders', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('creates, lists, updates and deletes reminders with checked recipients and dates', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Renewal' });
    const body = { agreement_id: a.id, to_positions: [ownerId], date_time: inAnHour(), subject: 'Renew?', message: 'Check the renewal' };
    const created = await owner.post('/api/agreements/delayed_events/', body);
    expect(created.statusCode, created.body).toBe(201);
    const reminder = created.json();
    expect(reminder).toMatchObject({ agreement_id: a.id, to_positions: [ownerId], subject: 'Renew?', sent_at: null });
    expect((await owner.get(`/api/agreements/${a.id}/delayed_events/`)).json().collection).toEqual([reminder]);
    expect((await owner.get(`/api/agreements/${a.id}`)).json().user_events_count).toBe(1);

    const past = await owner.post('/api/agreements/delayed_events/', { ...body, date_time: '2020-01-01T00:00:00Z' });
    expect(past.json().message).toBe('date_time: must be in the future');
    // The member cannot view the agreement, so a reminder must not reach them.
    const blind = await owner.post('/api/agreements/delayed_events/', { ...body, to_positions: [memberId] });
    expect(blind.json().message).toBe('to_positions: a recipient cannot view this contract');
    expect((await owner.post('/api/agreements/delayed_events/', { ...body, to_positions: [999_999] })).json().message).toBe('to_positions: unknown position');

    const updated = await owner.put(`/api/agreements/delayed_events/${reminder.id}`, { subject: 'Renew now' });
    expect(updated.json()).toMatchObject({ id: reminder.id, subject: 'Renew now' });
    expectDenied(await member.put(`/api/agreements/delayed_events/${reminder.id}`, { subject: 'x' }));
    expectDenied(await stranger.delete(`/api/agreements/delayed_events/${reminder.id}`));
    expectDenied(await stranger.get(`/api/agreements/${a.id}/delayed_events/`));
    expectDenied(await stranger.post('/api/agreements/delayed_events/', body));
    expect((await owner.delete(`/api/agreements/delayed_events/${reminder.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${a.id}/delayed_events/`)).json().count).toBe(0);
  });

  it('sends a due reminder once, to each recipient, through the outbox', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Due contract' });
    const created = await owner.post('/api/agreements/delayed_events/', {
      agreement_id: a.id,
      to_positions: [ownerId],
      date_time: inAnHour(),
      subject: 'Reminder: Due contract',
      message: 'Time to look',
    });
    const reminder = created.json();
    const mailer = createMailer();
    const before = (await server.db.select().from(schema.outboxEmails)).length;
    expect(await sendDueReminders(server.db, mailer, { now: new Date() })).toBe(0);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await sendDueReminders(server.db, mailer, { now: later, origin: 'https://inkflow.test' })).toBe(1);
    expect(await sendDueReminders(server.db, mailer, { now: later })).toBe(0);
    const outbox = await server.db.select().from(schema.outboxEmails);
    expect(outbox).toHaveLength(before + 1);
    expect(outbox.at(-1)).toMatchObject({ to: 'demo@inkflow.test', subject: 'Reminder: Due contract' });
    expect(outbox.at(-1)!.text).toContain(`https://inkflow.test/documents/${a.id}`);
    const listed = (await owner.get(`/api/agreements/${a.id}/delayed_events/`)).json().collection[0];
    expect(listed.sent_at).not.toBeNull();
    const late = await owner.put(`/api/agreements/delayed_events/${reminder.id}`, { subject: 'Too late' });
    expect(late.json().message).toBe('The reminder has already been sent');
  });
});
