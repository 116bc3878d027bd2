/**
 * One agreement shape (§7 "The response is an agreement"): POST /agreements/, PUT, config,
 * imported_reset, replace, the participant and party calls, publish and cancel answer exactly what GET /agreements/{id} then shows the same caller,
 * document fields (acl, tags, counts, value) included; a guest's PUT answers their GET.
 */
import { describe, expect, it } from 'vitest';
import { SigningFixture } from './helpers/signingFlow.js';

const fx = SigningFixture.perFile();

const getAs = async (get: (url: string) => Promise<{ statusCode: number; json(): unknown }>, id: number) => {
  const response = await get(`/api/agreements/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('one agreement answer', () => {
  it('the owner gets from create, PUT, config, imported_reset and replace what GET shows next', async () => {
    const created = await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, name: 'Shaped' });
    expect(created.statusCode).toBe(201);
    const a = created.json() as { id: number; checksum: string };
    expect(created.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));
    expect(created.json()).toHaveProperty('acl');

    const tag = (await fx.owner.post('/api/tags/', { name: 'Shape tag' })).json() as { id: number };
    await fx.owner.post(`/api/agreements/${a.id}/tags/`, { tag_id: tag.id });
    const saved = await fx.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Shaped again' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Shaped again', tags: [{ id: tag.id, name: 'Shape tag' }] });
    expect(saved.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));

    const configured = await fx.owner.put(`/api/agreements/${a.id}/config`, { signOrder: true });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));

    const template = (await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, name: 'Tpl', state: 6 })).json() as { id: number };
    const replaced = await fx.owner.post(`/api/agreements/${a.id}/replace`, { collection_id: fx.workspaceId, source_id: template.id });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const fresh = replaced.json() as { id: number };
    expect(replaced.json()).toEqual(await getAs((u) => fx.owner.get(u), fresh.id));

    const imported = (await fx.owner.post('/api/agreements/', { collection_id: fx.workspaceId, name: 'Imported', import: true })).json() as { id: number };
    const reset = await fx.owner.post(`/api/agreements/${imported.id}/imported_reset`, {});
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual(await getAs((u) => fx.owner.get(u), imported.id));
  });

  it('the owner gets from the participant, party, publish and cancel calls what GET shows next', async () => {
    const a = await fx.draft();
    const added = await fx.owner.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Pia Party', email: `pia-${a.id}@example.com`, type: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toHaveProperty('acl');
    expect(added.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));
    const party = await fx.owner.post(`/api/agreements/${a.id}/parties/`, { name: 'Pia AB' });
    expect(party.statusCode, party.body).toBe(201);
    expect(party.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));
    const published = await fx.owner.post(`/api/agreements/${a.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));
    const cancelled = await fx.owner.post(`/api/agreements/${a.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual(await getAs((u) => fx.owner.get(u), a.id));
  });

  it("a guest's PUT answers what their GET shows, without document fields", async () => {
    const a = await fx.draft();
    await fx.add(a.id, { fullname: 'Gus Guest', email: `gus-${a.id}@example.com`, type: 1 });
    const published = await fx.publish(a.id);
    const guest = fx.guest((await fx.tokenOf(a.id, `gus-${a.id}@example.com`))!);
    const saved = await guest.put(`/api/agreements/${a.id}`, { checksum: published.checksum, data: published.data });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(await getAs(guest.get, a.id));
    expect(saved.json()).not.toHaveProperty('acl');
  });
});
