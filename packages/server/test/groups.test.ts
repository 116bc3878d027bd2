/**
 * Groups (§3 Group: account, positions; §7 GET /groups/ lookup) and sharing through them (§6, §7
 * POST/DELETE /{resource}s/{id}/groups/{id}/bindings/): a member of a group bound to a workspace
 * or an agreement holds the role's permissions; leaving the group, unbinding or deleting the
 * group takes them away at once.
 */
import type { GroupWire, PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, createColleague, documentActors, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

const Viewer = 1;
const Editor = 2;
const Manager = 3;

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;
let memberId: number;
let secondId: number;
let strangerId: number;

/** §8 access denied: 403 with 99 (the message may say why, e.g. that only an account admin can do this). */
function expectDenied(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ status_code: 403, api_error_code: 99 });
}

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, memberId } = await documentActors(server));
  secondId = await createColleague(server.db, 'second@inkflow.test');
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
  strangerId = ((await stranger.get('/api/positions/me')).json() as PositionWire).id;
});
afterAll(async () => {
  await server?.close();
});

const createGroup = async (name: string, positionIds: number[] = []): Promise<GroupWire> => {
  const response = await owner.post('/api/groups/', { name, position_ids: positionIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const groups = async (client: TestClient, query = '') => (await client.get(`/api/groups/${query}`)).json() as { collection: GroupWire[]; count: number };
const bindGroup = (client: TestClient, resource: string, id: number, groupId: number, roleId: number) =>
  client.post(`/api/${resource}s/${id}/groups/${groupId}/bindings/`, { role_id: roleId });
const unbindGroup = (client: TestClient, resource: string, id: number, groupId: number, roleId: number) =>
  client.request('DELETE', `/api/${resource}s/${id}/groups/${groupId}/bindings/`, { body: { role_id: roleId } });

describe('groups', () => {
  it('lists none at first, as a §7 list', async () => {
    expect(await groups(owner)).toEqual({ collection: [], count: 0 });
  });

  it('lets an admin create, rename and delete groups; members read the list but change nothing (403 99)', async () => {
    const sales = await createGroup('Sales', [memberId]);
    expect(sales).toMatchObject({ name: 'Sales', positions: [{ id: memberId, fullname: 'Colleague', email: 'colleague@inkflow.test' }] });
    expect((await groups(member)).collection.map((g) => g.name)).toEqual(['Sales']);
    expectDenied(await member.post('/api/groups/', { name: 'Mine' }));
    expectDenied(await member.put(`/api/groups/${sales.id}`, { name: 'Taken over' }));
    expectDenied(await member.delete(`/api/groups/${sales.id}`));
    expectDenied(await member.post(`/api/groups/${sales.id}/positions/${secondId}`));

    const renamed = await owner.put(`/api/groups/${sales.id}`, { name: '  Sales Nordics ' });
    expect(renamed.json()).toMatchObject({ id: sales.id, name: 'Sales Nordics' });
    expect((await owner.get(`/api/groups/${sales.id}`)).json()).toMatchObject({ name: 'Sales Nordics' });

    const temp = await createGroup('Temporary');
    expect((await owner.delete(`/api/groups/${temp.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/groups/${temp.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/groups/${temp.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank or taken name (case ignored) and positions of another account with 4xx, changing nothing', async () => {
    const blank = await owner.post('/api/groups/', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Name is required');
    const taken = await owner.post('/api/groups/', { name: 'sales nordics' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('name: a group named "sales nordics" already exists');
    const foreign = await owner.post('/api/groups/', { name: 'Mixed', position_ids: [memberId, strangerId] });
    expect(foreign.statusCode).toBe(404);
    expect((await groups(owner)).collection.map((g) => g.name)).toEqual(['Sales Nordics']);
  });

  it('adds and removes members; another account’s group or position reads as absent', async () => {
    const [sales] = (await groups(owner)).collection;
    const added = await owner.post(`/api/groups/${sales!.id}/positions/${secondId}`);
    expect((added.json() as GroupWire).positions.map((p) => p.id).sort()).toEqual([memberId, secondId].sort());
    expect((await owner.post(`/api/groups/${sales!.id}/positions/${secondId}`)).statusCode).toBe(200); // idempotent
    expect((await owner.post(`/api/groups/${sales!.id}/positions/${strangerId}`)).statusCode).toBe(404);
    const removed = await owner.delete(`/api/groups/${sales!.id}/positions/${secondId}`);
    expect((removed.json() as GroupWire).positions.map((p) => p.id)).toEqual([memberId]);
    expect((await owner.delete(`/api/groups/${sales!.id}/positions/${secondId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/groups/${sales!.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/groups/${sales!.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect(await groups(stranger)).toEqual({ collection: [], count: 0 });
  });

  it('pages and sorts with the §7 list params', async () => {
    await createGroup('Accounting');
    await createGroup('Legal');
    expect((await groups(owner)).collection.map((g) => g.name)).toEqual(['Accounting', 'Legal', 'Sales Nordics']);
    expect((await groups(owner, '?sort=name:desc')).collection.map((g) => g.name)).toEqual(['Sales Nordics', 'Legal', 'Accounting']);
    expect(await groups(owner, '?limit=1&offset=1')).toMatchObject({ count: 3, collection: [{ name: 'Legal' }] });
    expect((await groups(owner, '?sort=created:asc')).collection[0]!.name).toBe('Sales Nordics');
    expect((await owner.get('/api/groups/?limit=0')).statusCode).toBe(400);
    expect((await owner.get('/api/groups/?sort=secret:asc')).statusCode).toBe(400);
  });
});

describe('permissions through a group', () => {
  it('a member of a group bound to a workspace lists its agreements; leaving the group takes that away', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'For the sales team' });
    const team = await createGroup('Team', [memberId]);
    expect(await listIds(member, `collection_ids[]=${workspaceId}`)).toEqual([]);
    const bound = await bindGroup(owner, 'collection', workspaceId, team.id, Viewer);
    expect(bound.statusCode, bound.body).toBe(201);
    expect(bound.json()).toMatchObject({ resource_type: 'collection', resource_id: workspaceId, actor_type: 'group', actor_id: team.id, role_id: Viewer });
    expect(await listIds(member, `collection_ids[]=${workspaceId}`)).toContain(a.id);
    expect((await member.get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    const workspaces = (await member.get('/api/collections/')).json() as { collection: { id: number; acl: Record<string, boolean> }[] };
    expect(workspaces.collection.find((w) => w.id === workspaceId)?.acl['agreement:view']).toBe(true);
    expectDenied(await member.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Viewers cannot' }));

    expect((await owner.delete(`/api/groups/${team.id}/positions/${memberId}`)).statusCode).toBe(200);
    expect(await listIds(member, `collection_ids[]=${workspaceId}`)).toEqual([]);
    expectDenied(await member.get(`/api/agreements/${a.id}`));
    expect(((await member.get('/api/collections/')).json() as { collection: { id: number }[] }).collection.map((w) => w.id)).toEqual([0]);

    // Back in the group, then the binding removed: gone again.
    await owner.post(`/api/groups/${team.id}/positions/${memberId}`);
    expect((await member.get(`/api/agreements/${a.id}`)).statusCode).toBe(200);
    expect((await unbindGroup(owner, 'collection', workspaceId, team.id, Viewer)).statusCode).toBe(204);
    expectDenied(await member.get(`/api/agreements/${a.id}`));
    expect((await unbindGroup(owner, 'collection', workspaceId, team.id, Viewer)).statusCode).toBe(404);
  });

  it('an Editor role through a group lets members create; deleting the group removes its bindings', async () => {
    const editors = await createGroup('Editors', [memberId]);
    await bindGroup(owner, 'collection', workspaceId, editors.id, Editor);
    const mine = await createAgreement(member, { collection_id: workspaceId, name: 'Drafted by a group member' });
    expect((await owner.delete(`/api/groups/${editors.id}`)).statusCode).toBe(204);
    expectDenied(await member.get(`/api/agreements/${mine.id}`));
    expectDenied(await member.post('/api/agreements/', { collection_id: workspaceId }));
    const list = (await owner.get(`/api/collections/${workspaceId}/bindings/`)).json() as { collection: { actor_type: string; actor_id: number }[] };
    expect(list.collection.some((b) => b.actor_type === 'group' && b.actor_id === editors.id)).toBe(false);
  });

  it('shares one agreement with a group: its members find it under Shared with me', async () => {
    const shared = await createAgreement(owner, { collection_id: workspaceId, name: 'One for the reviewers' });
    const reviewers = await createGroup('Reviewers', [memberId]);
    expect((await bindGroup(owner, 'agreement', shared.id, reviewers.id, Viewer)).statusCode).toBe(201);
    expect(await listIds(member, 'shared_with_me=1')).toEqual([shared.id]);
    expect(await listIds(member, 'collection_ids[]=0')).toEqual([shared.id]);
    expect((await member.get(`/api/agreements/${shared.id}`)).statusCode).toBe(200);
    await owner.delete(`/api/groups/${reviewers.id}/positions/${memberId}`);
    expect(await listIds(member, 'shared_with_me=1')).toEqual([]);
  });

  it('refuses group bindings without acl:update (403 99), to another account’s group (404), and for unknown roles (400)', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Guarded' });
    const [sales] = (await groups(owner, '?sort=name:desc')).collection;
    expectDenied(await bindGroup(member, 'agreement', a.id, sales!.id, Manager));
    expectDenied(await bindGroup(member, 'collection', workspaceId, sales!.id, Manager));
    const strangerGroup = await stranger.post('/api/groups/', { name: 'Elsewhere team' });
    expect(strangerGroup.statusCode).toBe(201);
    expect((await bindGroup(owner, 'agreement', a.id, (strangerGroup.json() as GroupWire).id, Viewer)).statusCode).toBe(404);
    expectDenied(await bindGroup(stranger, 'agreement', a.id, (strangerGroup.json() as GroupWire).id, Viewer));
    expect((await bindGroup(owner, 'agreement', a.id, sales!.id, 9999)).json()).toMatchObject({ status_code: 400, message: 'role_id: unknown role' });
  });
});

describe('who has access', () => {
  it('lists the bindings of a workspace and of an agreement with names, positions first; needs acl:update', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Listed access' });
    const legal = (await groups(owner)).collection.find((g) => g.name === 'Legal')!;
    await bindGroup(owner, 'agreement', a.id, legal.id, Editor);
    await owner.post(`/api/agreements/${a.id}/positions/${secondId}/bindings/`, { role_id: Viewer });
    const list = await owner.get(`/api/agreements/${a.id}/bindings/`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      count: 2,
      collection: [
        { actor_type: 'position', actor_id: secondId, actor_name: 'Colleague', actor_email: 'second@inkflow.test', role_id: Viewer, role_name: 'Viewer' },
        { actor_type: 'group', actor_id: legal.id, actor_name: 'Legal', actor_email: null, role_id: Editor, role_name: 'Editor' },
      ],
    });
    expectDenied(await member.get(`/api/agreements/${a.id}/bindings/`));
    expectDenied(await stranger.get(`/api/collections/${workspaceId}/bindings/`));
    expect((await owner.get('/api/agreements/999999/bindings/')).statusCode).toBe(404);
    // A Manager through a group may see and change who has access to that agreement.
    const managers = await createGroup('Managers', [memberId]);
    await bindGroup(owner, 'agreement', a.id, managers.id, Manager);
    expect((await member.get(`/api/agreements/${a.id}/bindings/`)).statusCode).toBe(200);
    expect((await unbindGroup(member, 'agreement', a.id, legal.id, Editor)).statusCode).toBe(204);
  });
});
