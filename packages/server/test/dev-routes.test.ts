/**
 * The development outboxes (GET /api/dev/outbox, GET /api/dev/sms, the /dev/outbox page) show
 * every reset link, guest link and SMS code, so they are served only when development mode is
 * switched on explicitly (createServer `devRoutes`; startServer with NODE_ENV unset or
 * `development`) and only to loopback clients. Otherwise they answer as unknown paths (404).
 */
import { startServer } from '@inkflow/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers/testServer.js';

const devPaths = ['/api/dev/outbox', '/api/dev/sms'];

/** GET `url` as if from `remoteAddress`. */
const getFrom = (app: FastifyInstance, url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });

describe('createServer without development mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ devRoutes: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the dev API paths with the §8 404 even from loopback', async () => {
    for (const path of devPaths) {
      const response = await getFrom(server.app, path, '127.0.0.1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status_code: 404, api_error_code: 'NOT_FOUND', message: `Unknown API call: GET ${path}` });
    }
    expect((await getFrom(server.app, '/dev/outbox', '127.0.0.1')).body).not.toContain('Email outbox');
  });
});

describe('createServer in development mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ devRoutes: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the outboxes to loopback clients (IPv4 127/8, ::1, IPv4-mapped 127/8)', async () => {
    for (const ip of ['127.0.0.1', '127.10.20.30', '::1', '::ffff:127.0.0.1']) {
      for (const path of devPaths) expect((await getFrom(server.app, path, ip)).statusCode, `${path} from ${ip}`).toBe(200);
      const page = await getFrom(server.app, '/dev/outbox', ip);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Email outbox');
    }
  });

  it('leaves the outboxes out of the OpenAPI document (development only, not for integrators)', async () => {
    const document = (await getFrom(server.app, '/api/openapi.json', '127.0.0.1')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/openapi.json');
    for (const path of devPaths) expect(document.paths[path], path).toBeUndefined();
  });

  it('answers 404 to any other client', async () => {
    for (const ip of ['203.0.113.7', '10.0.0.2', '192.168.1.5', '::ffff:10.0.0.2', '2001:db8::1', '128.0.0.1']) {
      for (const path of devPaths) {
        const response = await getFrom(server.app, path, ip);
        expect(response.statusCode, `${path} from ${ip}`).toBe(404);
        expect(response.json()).toMatchObject({ status_code: 404, api_error_code: 'NOT_FOUND' });
      }
      const page = await getFrom(server.app, '/dev/outbox', ip);
      expect(page.body).not.toContain('Email outbox');
    }
  });
});

// Each test starts a whole server (migrations, seed): slow on a busy machine.
describe('startServer', { timeout: 120_000 }, () => {
  it.each(['test', 'staging'])('does not serve the outboxes with NODE_ENV=%s', async (nodeEnv) => {
    const running = await startServer({ NODE_ENV: nodeEnv, PORT: '0', EXAMPLES_PORT: '0', IN_MEMORY: '1' });
    try {
      expect((await fetch(`${running.url}/api/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${running.url}/api/dev/sms`)).status).toBe(404);
    } finally {
      await running.close();
    }
  });

  it('serves them over loopback when NODE_ENV is unset (npm start in development)', async () => {
    const running = await startServer({ PORT: '0', EXAMPLES_PORT: '0', IN_MEMORY: '1' });
    try {
      expect((await fetch(`${running.url}/api/dev/outbox`)).status).toBe(200);
      expect((await fetch(`${running.url}/dev/outbox`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
