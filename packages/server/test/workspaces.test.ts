/**
 * Creating, renaming and deleting workspaces: POST /collections/, PUT and DELETE /collections/{id}
 * (account admins create and delete; renaming needs collection:acl:update; only empty workspaces
 * are deleted; the virtual id 0 is refused; bad names are 400 and change nothing).
 */
import { schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

async function workspaceNames(client: TestClient): Promise<string[]> {
  return ((await client.get('/api/collections/')).json() as { collection: { name: string }[] }).collection.map((c) => c.name);
}

describe('workspaces', () => {
  it('an account admin creates a workspace, trimmed, with its ACL, and it is listed', async () => {
    const response = await owner.post('/api/collections/', { name: '  Legal  ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Legal', virtual: false });
    expect(created.acl['agreement:create']).toBe(true);
    expect(await workspaceNames(owner)).toContain('Legal');
  });

  it('refuses blank, missing and too long names with 400, creating nothing', async () => {
    const before = (await server.db.select().from(schema.collections)).length;
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(101) }, { name: 42 }]) {
      const response = await owner.post('/api/collections/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status_code).toBe(400);
    }
    expect((await owner.post('/api/collections/', { name: '' })).json().message).toBe('name: Name is required');
    expect((await server.db.select().from(schema.collections)).length).toBe(before);
  });

  it('refuses members and other accounts (403 ACE_DENIED) on create, rename and delete', async () => {
    const id = (await owner.post('/api/collections/', { name: 'Guarded' })).json().id as number;
    expectDenied(await member.post('/api/collections/', { name: 'Mine' }));
    expectDenied(await member.put(`/api/collections/${id}`, { name: 'Mine' }));
    expectDenied(await member.delete(`/api/collections/${id}`));
    expectDenied(await stranger.put(`/api/collections/${id}`, { name: 'Hijacked' }));
    expectDenied(await stranger.delete(`/api/collections/${id}`));
    const [row] = await server.db.select().from(schema.collections).where(eq(schema.collections.id, id));
    expect(row?.name).toBe('Guarded');
  });

  it('renames a workspace; bad names are 400 and change nothing', async () => {
    const id = (await owner.post('/api/collections/', { name: 'Draft name' })).json().id as number;
    const renamed = await owner.put(`/api/collections/${id}`, { name: 'Final name' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Final name', virtual: false });
    expect((await owner.put(`/api/collections/${id}`, { name: ' ' })).statusCode).toBe(400);
    expect(await workspaceNames(owner)).toContain('Final name');
    expect((await owner.put('/api/collections/999999', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('never renames or deletes the virtual Shared with me (id 0)', async () => {
    for (const response of [await owner.put('/api/collections/0', { name: 'Mine now' }), await owner.delete('/api/collections/0')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Invalid workspace Id');
    }
    expect(await workspaceNames(owner)).toContain('Shared with me');
  });

  // Its folder references the workspace: the 204 proves the folder went with it.
  it('deletes an empty workspace with its folders, and refuses one that holds agreements, even in the trash', async () => {
    const id = (await owner.post('/api/collections/', { name: 'Short-lived' })).json().id as number;
    expect((await owner.post('/api/folders/', { collection_id: id, name: 'Inside' })).statusCode).toBe(201);
    const agreement = await createAgreement(owner, { collection_id: id, name: 'Keeps it alive' });

    const refused = await owner.delete(`/api/collections/${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/still holds contracts or templates/);
    expect((await owner.delete(`/api/agreements/${agreement.id}`)).statusCode).toBeLessThan(300);
    expect((await owner.delete(`/api/collections/${id}`)).statusCode).toBe(400);

    expect((await owner.post(`/api/agreements/${agreement.id}/permanently_delete`, {})).statusCode).toBeLessThan(300);
    const deleted = await owner.delete(`/api/collections/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await workspaceNames(owner)).not.toContain('Short-lived');
    expect((await owner.delete(`/api/collections/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /positions/me account.trial_ends_at', () => {
  it('answers the end of the trial as ISO 8601, or null without a trial', async () => {
    const me = (await owner.get('/api/positions/me')).json();
    expect(me.account.trial_ends_at).toBeNull();
    const end = new Date('2031-05-01T10:00:00.000Z');
    await server.db.update(schema.accounts).set({ trialEndsAt: end }).where(eq(schema.accounts.id, me.account.id));
    expect((await owner.get('/api/positions/me')).json().account.trial_ends_at).toBe(end.toISOString());
    await server.db.update(schema.accounts).set({ trialEndsAt: null }).where(eq(schema.accounts.id, me.account.id));
  });
});
