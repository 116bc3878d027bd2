/**
 * §6 permissions: account admins hold everything in their account, other positions what the
 * roles bound to them allow (on the workspace or on one agreement), positions of another account
 * nothing; bindings POST/DELETE /{resource}s/{id}/{actor}s/{id}/bindings/; "Shared with me".
 */
import type { PositionWire } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied, listIds } from './helpers/documentFixtures.js';
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
let strangerId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId, memberId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
  strangerId = ((await stranger.get('/api/positions/me')).json() as PositionWire).id;
});
afterAll(async () => {
  await server?.close();
});

const bind = (client: TestClient, resource: string, id: number, positionId: number, roleId: number) =>
  client.post(`/api/${resource}s/${id}/positions/${positionId}/bindings/`, { role_id: roleId });
const unbind = (client: TestClient, resource: string, id: number, positionId: number, roleId: number) =>
  client.request('DELETE', `/api/${resource}s/${id}/positions/${positionId}/bindings/`, { body: { role_id: roleId } });

describe('roles', () => {
  it('lists the built-in roles with their permissions', async () => {
    const roles = (await owner.get('/api/roles/')).json() as { collection: { id: number; name: string; permissions: string[] }[] };
    expect(roles.collection.map((r) => r.name)).toEqual(['Viewer', 'Editor', 'Manager']);
    expect(roles.collection[0]!.permissions).toContain('agreement:view');
    expect(roles.collection[0]!.permissions).not.toContain('agreement:update');
  });

  it('lets an admin create an account role from known permission names only', async () => {
    const created = await owner.post('/api/roles/', { name: 'Note taker', permissions: ['agreement:view', 'agreement:note:create'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Note taker', permissions: ['agreement:view', 'agreement:note:create'] });
    const bad = await owner.post('/api/roles/', { name: 'x', permissions: ['agreement:everything'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('permissions: unknown permission "agreement:everything"');
    expectDenied(await member.post('/api/roles/', { name: 'Mine', permissions: ['agreement:view'] }));
  });
});

describe('a member without bindings', () => {
  it('sees nothing, and every agreement call is refused with 403/99', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Secret' });
    expect(await listIds(member, '')).toEqual([]);
    expectDenied(await member.get(`/api/agreements/${a.id}`));
    expectDenied(await member.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Mine now' }));
    expectDenied(await member.delete(`/api/agreements/${a.id}`));
    expectDenied(await member.post('/api/agreements/', { collection_id: workspaceId }));
    expectDenied(await member.post(`/api/agreements/${a.id}/move`, { collection_id: workspaceId }));
    expectDenied(await member.put(`/api/agreements/${a.id}/agreement_value`, { amount: '1.00' }));
    expectDenied(await member.get(`/api/agreements/${a.id}/notes/`));
    expectDenied(await bind(member, 'agreement', a.id, memberId, Manager));
    // Calls still on requireOwner (participants, publish) let only account admins through.
    expectDenied(await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Pat', email: 'pat@example.test', type: 1, sign_method: 0 }));
    expectDenied(await member.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign' }));
    const unchanged = (await owner.get(`/api/agreements/${a.id}`)).json();
    expect(unchanged).toMatchObject({ name: 'Secret', checksum: a.checksum });
  });
});

describe('workspace bindings', () => {
  it('a Viewer role on the workspace lets a member read and list, not change', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Readable by viewers' });
    expect((await bind(owner, 'collection', workspaceId, memberId, Viewer)).statusCode).toBe(201);
    const read = await member.get(`/api/agreements/${a.id}`);
    expect(read.statusCode).toBe(200);
    const acl = read.json().acl as { name: string; allow: boolean }[];
    expect(acl).toContainEqual({ name: 'agreement:view', allow: true });
    expect(acl).toContainEqual({ name: 'agreement:update', allow: false });
    expect(await listIds(member, '')).toContain(a.id);
    expectDenied(await member.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'No' }));
    expect((await unbind(owner, 'collection', workspaceId, memberId, Viewer)).statusCode).toBe(204);
    expectDenied(await member.get(`/api/agreements/${a.id}`));
    expect((await unbind(owner, 'collection', workspaceId, memberId, Viewer)).statusCode).toBe(404);
  });

  it('an Editor role lets a member create and save; the workspace ACL is keyed by permission name', async () => {
    await bind(owner, 'collection', workspaceId, memberId, Editor);
    const a = await createAgreement(member, { collection_id: workspaceId, name: 'By the member' });
    const saved = await member.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Edited by the member' });
    expect(saved.statusCode).toBe(200);
    const workspaces = (await member.get('/api/collections/')).json() as { collection: { id: number; virtual: boolean; acl: Record<string, boolean> }[] };
    const ws = workspaces.collection.find((c) => c.id === workspaceId)!;
    expect(ws.acl['agreement:create']).toBe(true);
    expect(ws.acl['collection:trash:empty']).toBe(false);
    expect(workspaces.collection.at(-1)).toEqual({ id: 0, name: 'Shared with me', virtual: true, acl: { 'collection:module:agreement:use': true } });
    await unbind(owner, 'collection', workspaceId, memberId, Editor);
  });
});

describe('agreement bindings and Shared with me', () => {
  it('shares one agreement with a member: readable, listed under shared_with_me=1 and collection_ids[]=0', async () => {
    const shared = await createAgreement(owner, { collection_id: workspaceId, name: 'Shared one' });
    const notShared = await createAgreement(owner, { collection_id: workspaceId, name: 'Not shared' });
    expect((await bind(owner, 'agreement', shared.id, memberId, Viewer)).json()).toMatchObject({
      resource_type: 'agreement',
      resource_id: shared.id,
      actor_type: 'position',
      actor_id: memberId,
      role_id: Viewer,
    });
    expect((await member.get(`/api/agreements/${shared.id}`)).statusCode).toBe(200);
    expectDenied(await member.get(`/api/agreements/${notShared.id}`));
    expect(await listIds(member, 'shared_with_me=1')).toEqual([shared.id]);
    expect(await listIds(member, 'collection_ids[]=0')).toEqual([shared.id]);
    expect(await listIds(member, '')).toEqual([shared.id]);
    // The owner has shared nothing with itself.
    expect(await listIds(owner, 'shared_with_me=1')).toEqual([]);
  });

  it('a Manager binding on an agreement lets the member bind others to that agreement only', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Managed' });
    await bind(owner, 'agreement', a.id, memberId, Manager);
    expect((await bind(member, 'agreement', a.id, memberId, Viewer)).statusCode).toBe(201);
    expectDenied(await bind(member, 'collection', workspaceId, memberId, Manager));
  });

  it('refuses bindings to another account’s position, unknown roles, and everything to the other account', async () => {
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Ours' });
    expect((await bind(owner, 'agreement', a.id, strangerId, Viewer)).statusCode).toBe(404);
    const badRole = await bind(owner, 'agreement', a.id, memberId, 9999);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('role_id: unknown role');
    expect((await owner.post(`/api/agreements/${a.id}/positions/${memberId}/bindings/`, {})).json().message).toMatch(/^role_id: /);
    expectDenied(await stranger.get(`/api/agreements/${a.id}`));
    expectDenied(await bind(stranger, 'agreement', a.id, strangerId, Manager));
    expectDenied(await bind(stranger, 'collection', workspaceId, strangerId, Manager));
    expect(await listIds(stranger, '')).toEqual([]);
    expect(await listIds(stranger, `collection_ids[]=${workspaceId}`)).toEqual([]);
  });
});
