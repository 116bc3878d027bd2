/** Trash (§4, §7): DELETE moves to the trash, POST /restore, POST /permanently_delete, DELETE /collections/{id}/empty_agreement_trash. */
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let memberId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, memberId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

describe('trash', () => {
  it('delete moves to the trash (listed with trashed=1), restore brings it back unchanged', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Oops' });
    expect((await owner.delete(`/api/agreements/${a.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${a.id}`)).statusCode).toBe(404);
    expect(await listIds(owner, '')).not.toContain(a.id);
    expect(await listIds(owner, 'trashed=1')).toContain(a.id);
    expect((await owner.post(`/api/agreements/${a.id}/restore`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${a.id}`)).json()).toMatchObject({ name: 'Oops', checksum: a.checksum, deleted_at: null });
    expect((await owner.post(`/api/agreements/${a.id}/restore`)).json()).toMatchObject({ status_code: 404, message: 'Agreement not found in the trash' });
  });

  it('permanently deletes only from the trash, and then the agreement is gone everywhere', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Forever gone' });
    await owner.post(`/api/agreements/${a.id}/notes/`, { name: 'n', content: { nodes: [] } });
    const live = await owner.post(`/api/agreements/${a.id}/permanently_delete`);
    expect(live.statusCode).toBe(404);
    await owner.delete(`/api/agreements/${a.id}`);
    expect((await owner.post(`/api/agreements/${a.id}/permanently_delete`)).statusCode).toBe(204);
    expect(await listIds(owner, 'trashed=1')).not.toContain(a.id);
    expect((await owner.post(`/api/agreements/${a.id}/restore`)).statusCode).toBe(404);
    expect((await owner.get(`/api/agreements/${a.id}/notes/`)).statusCode).toBe(404);
    const [row] = await server.db.select().from(schema.agreements).where(eq(schema.agreements.id, a.id));
    expect(row).toMatchObject({ name: '', boxes: [], data: [] });
    expect(row!.purgedAt).not.toBeNull();
    const events = await server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, a.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'deleted', 'purged']);
  });

  it('empties a workspace trash in one call and leaves live agreements alone', async () => {
    const keep = await createAgreement(owner, { collection_id: workspaceId, name: 'Keep me' });
    const t1 = await createAgreement(owner, { collection_id: workspaceId, name: 'Trash 1' });
    const t2 = await createAgreement(owner, { collection_id: workspaceId, name: 'Trash 2' });
    await owner.delete(`/api/agreements/${t1.id}`);
    await owner.delete(`/api/agreements/${t2.id}`);
    expectDenied(await member.delete(`/api/collections/${workspaceId}/empty_agreement_trash`));
    expectDenied(await stranger.delete(`/api/collections/${workspaceId}/empty_agreement_trash`));
    expect(await listIds(owner, 'trashed=1')).toEqual(expect.arrayContaining([t1.id, t2.id]));
    const emptied = await owner.delete(`/api/collections/${workspaceId}/empty_agreement_trash`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().count).toBeGreaterThanOrEqual(2);
    expect(await listIds(owner, 'trashed=1')).toEqual([]);
    expect((await owner.get(`/api/agreements/${keep.id}`)).statusCode).toBe(200);
  });

  it('an Editor may trash and restore but not permanently delete; other accounts may do none of it', async () => {
    await owner.post(`/api/collections/${workspaceId}/positions/${memberId}/bindings/`, { role_id: 2 });
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Editor trash' });
    expectDenied(await stranger.delete(`/api/agreements/${a.id}`));
    expect((await member.delete(`/api/agreements/${a.id}`)).statusCode).toBe(204);
    expectDenied(await stranger.post(`/api/agreements/${a.id}/restore`));
    expectDenied(await member.post(`/api/agreements/${a.id}/permanently_delete`));
    expectDenied(await stranger.post(`/api/agreements/${a.id}/permanently_delete`));
    expect((await member.post(`/api/agreements/${a.id}/restore`)).statusCode).toBe(204);
  });
});
