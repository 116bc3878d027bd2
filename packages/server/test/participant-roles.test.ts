/**
 * §6 "Selectable roles depend on permissions": participant create/update check
 * agreement:update, and the approver roles their own permissions (403, 99, nothing changed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, documentActors, expectDenied } from './helpers/documentFixtures.js';
import { createTestServer, type TestClient, type TestServer } from './helpers/testServer.js';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let memberId: number;
let workspaceId: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ owner, member, memberId, workspaceId } = await documentActors(server));
});
afterAll(async () => {
  await server?.close();
});

/** Creates an account role with `permissions` and binds it to the member on the agreement. */
async function grant(agreementId: number, permissions: string[]): Promise<void> {
  const role = await owner.post('/api/roles/', { name: `Role ${permissions.length}-${agreementId}`, permissions });
  expect(role.statusCode, role.body).toBe(201);
  const bound = await owner.post(`/api/agreements/${agreementId}/positions/${memberId}/bindings/`, { role_id: (role.json() as { id: number }).id });
  expect(bound.statusCode, bound.body).toBeLessThan(300);
}

const participantCount = async (id: number) => ((await owner.get(`/api/agreements/${id}`)).json() as { participants: unknown[] }).participants.length;

describe('selectable roles', () => {
  it('gives the built-in Manager role the approver permissions, the Editor not', async () => {
    const roles = (await owner.get('/api/roles/')).json() as { collection: { name: string; permissions: string[] }[] };
    const of = (name: string) => roles.collection.find((r) => r.name === name)!.permissions;
    expect(of('Manager')).toEqual(expect.arrayContaining(['agreement:draft_approval_flow:update', 'agreement:participant:pending_state_approver:create']));
    expect(of('Editor')).not.toContain('agreement:draft_approval_flow:update');
  });

  it('refuses participant changes without agreement:update', async () => {
    const a = await createAgreement(owner, { name: 'No update', collection_id: workspaceId });
    await grant(a.id, ['agreement:view']);
    expectDenied(await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Sam', email: 'sam@example.test', type: 1 }));
    expect(await participantCount(a.id)).toBe(0);
  });

  it('offers the approver roles only with their permissions', async () => {
    const created = await createAgreement(owner, { name: 'Approvers', collection_id: workspaceId });
    const ordered = await owner.put(`/api/agreements/${created.id}`, { checksum: created.checksum, config: { ...created.config, signOrder: true } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const a = created;
    await grant(a.id, ['agreement:view', 'agreement:update']);
    const signer = await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Sam', email: 'sam@example.test', type: 1 });
    expect(signer.statusCode, signer.body).toBeLessThan(300);
    expectDenied(await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ina', email: 'ina@example.test', type: 1000 }));
    expectDenied(await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ext', email: 'ext@example.test', type: 1001 }));
    expect(await participantCount(a.id)).toBe(1);
    const pid = (signer.json() as { participants: { id: number }[] }).participants[0]!.id;
    expectDenied(await member.put(`/api/agreements/${a.id}/participants/${pid}`, { type: 1000 }));
    // Unchanged role: other fields stay editable.
    expect((await member.put(`/api/agreements/${a.id}/participants/${pid}`, { fullname: 'Sam B' })).statusCode).toBeLessThan(300);

    await grant(a.id, ['agreement:view', 'agreement:update', 'agreement:draft_approval_flow:update', 'agreement:participant:pending_state_approver:create']);
    expect((await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ina', email: 'ina@example.test', type: 1000 })).statusCode).toBeLessThan(300);
    expect((await member.post(`/api/agreements/${a.id}/participants/`, { fullname: 'Ext', email: 'ext@example.test', type: 1001 })).statusCode).toBeLessThan(300);
    expect(await participantCount(a.id)).toBe(3);
  });
});
