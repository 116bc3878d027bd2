/** Fixtures for the document tests (issue #4): a second, non-admin position in the demo account, agreements by API. */
import { hash } from '@node-rs/argon2';
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { schema, type Db } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginClient, type TestClient, type TestServer } from './testServer.js';

/** Credentials of the colleague the fixtures create. */
export const colleague = { email: 'colleague@inkflow.test', password: 'colleague-password-2026' };

/** Adds `colleague@inkflow.test` as a `member` (not admin) of the demo account; returns its position id. */
export async function createColleague(db: Db, email = colleague.email): Promise<number> {
  const [demo] = await db.select().from(schema.positions).where(eq(schema.positions.email, 'demo@inkflow.test'));
  const [row] = await db
    .insert(schema.positions)
    .values({ accountId: demo!.accountId, email, fullname: 'Colleague', passwordHash: await hash(colleague.password), userRole: 'member' })
    .returning();
  return row!.id;
}

/** The demo admin, a colleague (member) and their ids. */
export async function documentActors(server: TestServer): Promise<{ owner: TestClient; workspaceId: number; ownerId: number; member: TestClient; memberId: number }> {
  const owner = await loginClient(server.app);
  const me = (await owner.get('/api/positions/me')).json() as PositionWire;
  const memberId = await createColleague(server.db);
  const member = await loginClient(server.app, colleague);
  return { owner, workspaceId: me.collections[0]!.id, ownerId: me.id, member, memberId };
}

/** Creates an agreement through the API and returns it (expects 201). */
export async function createAgreement(client: TestClient, body: Record<string, unknown>): Promise<AgreementWire & Record<string, unknown>> {
  const response = await client.post('/api/agreements/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The ids of a list response, in order. */
export async function listIds(client: TestClient, query: string): Promise<number[]> {
  const response = await client.get(`/api/agreements/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { collection: { id: number }[] }).collection.map((a) => a.id);
}

/** Expects the §8 access-denied answer: 403 with 99 and nothing else. */
export function expectDenied(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ status_code: 403, api_error_code: 99, message: 'Access denied' });
}
