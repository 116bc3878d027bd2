/**
 * Reads in a few statements (DESIGN.md "Load once per request"): GET /agreements/{id} runs at most
 * 5 SQL statements as the owner and as a guest, 6 as a colleague holding a workspace role (the
 * permission lookup, then one statement for the agreement's last messages), and the
 * list call at most 3, counted from what Drizzle sends (TestServer.countQueries). The answers
 * still carry everything (participants, parties, tags, counts), so a cheaper read cannot hide a
 * missing field.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { createColleague, colleague } from './helpers/documentFixtures.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { loginClient } from './helpers/testServer.js';

const fx = SigningFixture.perFile();

/** A sent agreement with a party, two participants, a tag, a note and a link. */
async function fullAgreement(): Promise<{ agreement: AgreementWire; token: string }> {
  const a = await fx.draft();
  await fx.add(a.id, { fullname: 'Ann Signer', email: `ann-${a.id}@example.com`, type: 1, company_name: 'Ann AB', individual: false });
  await fx.add(a.id, { fullname: 'Bo Signer', email: `bo-${a.id}@example.com`, type: 1 });
  const tag = await fx.owner.post('/api/tags/', { name: `Counted ${a.id}` });
  expect(tag.statusCode, tag.body).toBe(201);
  expect((await fx.owner.post(`/api/agreements/${a.id}/tags/`, { tag_id: tag.json().id })).statusCode).toBe(201);
  expect((await fx.owner.post(`/api/agreements/${a.id}/notes/`, { name: 'n', content: { nodes: [] } })).statusCode).toBe(201);
  const other = await fx.draft();
  expect((await fx.owner.post(`/api/agreements/${a.id}/links/`, { agreement_id: other.id })).statusCode).toBe(201);
  const published = await fx.publish(a.id);
  const token = await fx.tokenOf(a.id, `ann-${a.id}@example.com`);
  expect(token).toBeDefined();
  return { agreement: published, token: token! };
}

describe('query counts of the agreement reads', () => {
  it('GET /agreements/{id} as the owner runs at most 5 SQL statements', async () => {
    const { agreement } = await fullAgreement();
    const { result, queries } = await fx.server.countQueries(() => fx.owner.get(`/api/agreements/${agreement.id}`));
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json();
    expect(body.participants).toHaveLength(2);
    expect(body.parties.length).toBeGreaterThan(0);
    expect(body.tags).toEqual([expect.objectContaining({ name: `Counted ${agreement.id}` })]);
    expect(body).toMatchObject({ note_count: 1, link_count: 1, user_events_count: 0 });
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(5);
  });

  it('GET /agreements/{id} as a colleague with a workspace role runs at most 6 SQL statements', async () => {
    const { agreement } = await fullAgreement();
    const memberId = await createColleague(fx.server.db, `counted-${agreement.id}@inkflow.test`);
    const roles = (await fx.owner.get('/api/roles/')).json().collection as { id: number; permissions: string[] }[];
    const viewer = roles.find((r) => r.permissions.includes('agreement:view'))!;
    const bound = await fx.owner.post(`/api/collections/${fx.workspaceId}/positions/${memberId}/bindings/`, { role_id: viewer.id });
    expect(bound.statusCode, bound.body).toBe(201);
    const member = await loginClient(fx.server.app, { ...colleague, email: `counted-${agreement.id}@inkflow.test` });
    const { result, queries } = await fx.server.countQueries(() => member.get(`/api/agreements/${agreement.id}`));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().acl).toContainEqual({ name: 'agreement:view', allow: true });
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(6);
  });

  it('GET /agreements/{id} as a guest runs at most 5 SQL statements', async () => {
    const { agreement, token } = await fullAgreement();
    const { result, queries } = await fx.server.countQueries(() => fx.guest(token).get(`/api/agreements/${agreement.id}`));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().participants).toHaveLength(2);
    expect(result.json().current_participant_id).toBe(agreement.participants.find((p) => p.fullname === 'Ann Signer')!.id);
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(5);
  });

  it('GET /agreements/ runs at most 3 SQL statements, tags included', async () => {
    const { agreement } = await fullAgreement();
    const { result, queries } = await fx.server.countQueries(() => fx.owner.get('/api/agreements/?limit=50'));
    expect(result.statusCode, result.body).toBe(200);
    const row = (result.json().collection as { id: number; tags: { name: string }[] }[]).find((r) => r.id === agreement.id);
    expect(row?.tags).toEqual([expect.objectContaining({ name: `Counted ${agreement.id}` })]);
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(3);
  });
});
