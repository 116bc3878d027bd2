/**
 * The OpenAPI document (/api/openapi.json) lists the agreement, workspace, folder, tag, link,
 * role and audit routes from their contract, with the shared Agreement schema and the recursive
 * AgreementEvent tree.
 */
import { apiContract } from '@inkflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('OpenAPI document of the agreement routes', () => {
  it('lists every route of those resources with its method, and the shared schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    const mine = Object.values(apiContract).filter((d) => ['agreements', 'audit', 'collections', 'folders', 'tags', 'links', 'permissions'].includes(d.resource));
    // 37 plus group bindings (POST and DELETE on agreements and collections) and who-has-access lists (GET on both).
    expect(mine.length).toBe(43);
    for (const definition of mine) {
      expect(doc.paths[openApiPath(definition.path)]?.[definition.method.toLowerCase()], `${definition.method} ${definition.path}`).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Agreement', 'AgreementSummary', 'AgreementEvent', 'Folder', 'Tag', 'AgreementLink', 'Role', 'RoleBinding', 'Collection']));
  });
});
