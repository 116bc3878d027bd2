/** Tags (GET/POST/PUT/DELETE /tags/), tag connections on agreements, and the list's tag filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, workspaceId } = await documentActors(server));
  await createOtherAccount(server.db);
  stranger = await loginClient(server.app, other);
});
afterAll(async () => {
  await server?.close();
});

async function tag(client: TestClient, name: string): Promise<number> {
  const response = await client.post('/api/tags/', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('tags', () => {
  it('creates, lists by name, renames and deletes account tags; names are unique case-insensitively', async () => {
    const b = await tag(owner, 'Beta');
    const a = await tag(owner, 'Alpha');
    expect((await owner.get('/api/tags/')).json()).toEqual({ collection: [{ id: a, name: 'Alpha' }, { id: b, name: 'Beta' }], count: 2 });
    const dup = await owner.post('/api/tags/', { name: 'alpha' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('name: a tag with this name already exists');
    expect((await owner.put(`/api/tags/${b}`, { name: 'Gamma' })).json()).toEqual({ id: b, name: 'Gamma' });
    expect((await owner.delete(`/api/tags/${b}`)).statusCode).toBe(204);
    expect((await owner.get('/api/tags/')).json().count).toBe(1);
  });

  it('keeps accounts apart: another account neither sees nor changes our tags', async () => {
    const ours = await tag(owner, 'Ours only');
    expect((await stranger.get('/api/tags/')).json()).toEqual({ collection: [], count: 0 });
    expectDenied(await stranger.put(`/api/tags/${ours}`, { name: 'Theirs' }));
    expectDenied(await stranger.delete(`/api/tags/${ours}`));
    expectDenied(await member.put(`/api/tags/${ours}`, { name: 'Renamed by member' }));
    const theirs = await tag(stranger, 'Theirs');
    const a = await createAgreement(owner, { collection_id: workspaceId, name: 'Tag target' });
    const foreign = await owner.post(`/api/agreements/${a.id}/tags/`, { tag_id: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('tag_id: unknown tag');
    expectDenied(await stranger.post(`/api/agreements/${a.id}/tags/`, { tag_id: theirs }));
    expectDenied(await member.post(`/api/agreements/${a.id}/tags/`, { tag_id: ours }));
  });
});

describe('tag connections and filters', () => {
  it('filters with tag_operator or/and and no_tag', async () => {
    const red = await tag(owner, 'Red');
    const blue = await tag(owner, 'Blue');
    const both = await createAgreement(owner, { collection_id: workspaceId, name: 'Both' });
    const onlyRed = await createAgreement(owner, { collection_id: workspaceId, name: 'Only red' });
    const none = await createAgreement(owner, { collection_id: workspaceId, name: 'Untagged' });
    for (const [id, t] of [[both.id, red], [both.id, blue], [onlyRed.id, red]] as const) {
      const response = await owner.post(`/api/agreements/${id}/tags/`, { tag_id: t });
      expect(response.statusCode).toBe(201);
    }
    // Connecting twice is harmless.
    expect((await owner.post(`/api/agreements/${both.id}/tags/`, { tag_id: red })).statusCode).toBe(201);
    expect((await owner.get(`/api/agreements/${both.id}`)).json().tags).toEqual([{ id: blue, name: 'Blue' }, { id: red, name: 'Red' }]);
    // List rows carry their tags too, by name.
    const rows = (await owner.get(`/api/agreements/?tag_ids[]=${red}`)).json().collection as { id: number; tags: unknown }[];
    expect(rows.find((r) => r.id === both.id)?.tags).toEqual([{ id: blue, name: 'Blue' }, { id: red, name: 'Red' }]);
    expect(rows.find((r) => r.id === onlyRed.id)?.tags).toEqual([{ id: red, name: 'Red' }]);

    expect((await listIds(owner, `tag_ids[]=${red}&tag_ids[]=${blue}`)).sort()).toEqual([both.id, onlyRed.id].sort());
    expect(await listIds(owner, `tag_ids[]=${red}&tag_ids[]=${blue}&tag_operator=and`)).toEqual([both.id]);
    const untagged = await listIds(owner, 'no_tag=1');
    expect(untagged).toContain(none.id);
    expect(untagged).not.toContain(both.id);
    expect((await owner.get('/api/agreements/?tag_operator=xor')).json().message).toBe('query tag_operator: tag_operator must be and or or');

    expect((await owner.delete(`/api/agreements/${onlyRed.id}/tags/${red}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/agreements/${onlyRed.id}/tags/${red}`)).statusCode).toBe(404);
    expect(await listIds(owner, `tag_ids[]=${red}`)).toEqual([both.id]);
  });
});
