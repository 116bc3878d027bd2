/**
 * Folders (a tree per workspace; -1 means no folder), POST /agreements/{id}/move, and the list's
 * folder filters (folder_ids[], no_folder, include_subfolder_tree).
 */
import { schema } from '@inkflow/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let secondWorkspaceId: number;
let otherWorkspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId } = await documentActors(server));
  const [demo] = await server.db.select().from(schema.collections);
  const [second] = await server.db.insert(schema.collections).values({ accountId: demo!.accountId, name: 'Second' }).returning();
  secondWorkspaceId = second!.id;
  otherWorkspaceId = (await createOtherAccount(server.db)).collectionId;
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

async function folder(name: string, parentId: number | null = null, collectionId = workspaceId): Promise<number> {
  const response = await owner.post('/api/folders/', { collection_id: collectionId, parent_id: parentId, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('folders', () => {
  it('builds a tree and lists it flat with parent ids', async () => {
    const root = await folder('Sales');
    const child = await folder('Nordics', root);
    const list = (await owner.get(`/api/collections/${workspaceId}/folders/`)).json();
    expect(list.collection).toEqual(
      expect.arrayContaining([
        { id: root, collection_id: workspaceId, parent_id: null, name: 'Sales' },
        { id: child, collection_id: workspaceId, parent_id: root, name: 'Nordics' },
      ]),
    );
  });

  it('refuses a parent from another workspace, a cycle, and bad input, changing nothing', async () => {
    const elsewhere = await folder('Elsewhere', null, secondWorkspaceId);
    const bad = await owner.post('/api/folders/', { collection_id: workspaceId, parent_id: elsewhere, name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('parent_id: no such folder in this workspace');
    const a = await folder('A');
    const b = await folder('B', a);
    const cycle = await owner.put(`/api/folders/${a}`, { parent_id: b });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('parent_id: a folder cannot be moved into itself or its subfolders');
    expect((await owner.put(`/api/folders/${a}`, { parent_id: a })).statusCode).toBe(400);
    expect((await owner.post('/api/folders/', { collection_id: workspaceId, name: '' })).json().message).toBe('name: Name is required');
    const renamed = await owner.put(`/api/folders/${b}`, { name: 'B2', parent_id: null });
    expect(renamed.json()).toMatchObject({ id: b, name: 'B2', parent_id: null });
  });

  it('refuses members without collection:folder:update and other accounts', async () => {
    expectDenied(await member.post('/api/folders/', { collection_id: workspaceId, name: 'Mine' }));
    expectDenied(await stranger.post('/api/folders/', { collection_id: workspaceId, name: 'Mine' }));
    expectDenied(await stranger.get(`/api/collections/${workspaceId}/folders/`));
    const f = await folder('Protected');
    expectDenied(await stranger.put(`/api/folders/${f}`, { name: 'Hijacked' }));
    expectDenied(await stranger.delete(`/api/folders/${f}`));
  });

  it('deleting a folder keeps its agreements, now in no folder', async () => {
    const parent = await folder('Doomed');
    const child = await folder('Doomed child', parent);
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'In doomed child', folder_id: child });
    expect((await owner.delete(`/api/folders/${parent}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agreements/${a.id}`)).json().folder_id).toBeNull();
  });
});

describe('move and folder filters', () => {
  it('creates in a folder, moves between folders and workspaces, and filters by folder', async () => {
    const top = await folder('Top');
    const sub = await folder('Sub', top);
    const inTop = await createAgreement(owner, { collection_id: workspaceId, name: 'In top', folder_id: top });
    const inSub = await createAgreement(owner, { collection_id: workspaceId, name: 'In sub', folder_id: sub });
    const loose = await createAgreement(owner, { collection_id: workspaceId, name: 'Loose', folder_id: -1 });
    const ws = `collection_ids[]=${workspaceId}`;
    expect(await listIds(owner, `${ws}&folder_ids[]=${top}`)).toEqual([inTop.id]);
    expect((await listIds(owner, `${ws}&folder_ids[]=${top}&include_subfolder_tree=1`)).sort()).toEqual([inTop.id, inSub.id].sort());
    expect(await listIds(owner, `${ws}&folder_ids[]=-1`)).toContain(loose.id);
    expect(await listIds(owner, `${ws}&folder_ids[]=-1`)).not.toContain(inTop.id);
    expect(await listIds(owner, `${ws}&no_folder=1`)).toContain(loose.id);
    expect((await listIds(owner, `${ws}&folder_ids[]=-1&folder_ids[]=${sub}`)).filter((id) => [inTop.id, inSub.id, loose.id].includes(id)).sort()).toEqual(
      [inSub.id, loose.id].sort(),
    );

    const moved = await owner.post(`/api/agreements/${inSub.id}/move`, { collection_id: workspaceId, folder_id: -1 });
    expect(moved.json()).toEqual({ id: inSub.id, collection_id: workspaceId, folder_id: null });
    const target = await folder('Target', null, secondWorkspaceId);
    const across = await owner.post(`/api/agreements/${inTop.id}/move`, { collection_id: secondWorkspaceId, folder_id: target });
    expect(across.json()).toEqual({ id: inTop.id, collection_id: secondWorkspaceId, folder_id: target });
    expect(await listIds(owner, `collection_ids[]=${secondWorkspaceId}&folder_ids[]=${target}`)).toEqual([inTop.id]);
    // The checksum is unchanged: a move is not an edit.
    expect((await owner.get(`/api/agreements/${inTop.id}`)).json().checksum).toBe(inTop.checksum);
  });

  it('refuses a folder of another workspace, another account’s workspace, and members without agreement:move', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Stay' });
    const f = await folder('Other ws folder', null, secondWorkspaceId);
    const wrong = await owner.post(`/api/agreements/${a.id}/move`, { collection_id: workspaceId, folder_id: f });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('folder_id: no such folder in this workspace');
    expectDenied(await owner.post(`/api/agreements/${a.id}/move`, { collection_id: otherWorkspaceId }));
    expectDenied(await member.post(`/api/agreements/${a.id}/move`, { collection_id: secondWorkspaceId }));
    expectDenied(await stranger.post(`/api/agreements/${a.id}/move`, { collection_id: otherWorkspaceId }));
    expect((await owner.get(`/api/agreements/${a.id}`)).json()).toMatchObject({ collection_id: workspaceId, folder_id: null });
    expect((await owner.post('/api/agreements/', { collection_id: workspaceId, folder_id: 0 })).statusCode).toBe(400);
  });
});
