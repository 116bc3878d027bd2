/**
 * Test harness for the server suite: a fresh database per test file (in-memory PGlite, or a
 * brand-new PostgreSQL database on the DATABASE_URL server, dropped afterwards), the seeded
 * demo account, and `createServer` driven through `app.inject` with a cookie jar.
 */
import { randomBytes } from 'node:crypto';
import { createServer, defaultDemoPassword, demoEmail, openDatabase, seed, type CreateServerOptions, type Db } from '@inkflow/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

/** A fresh, migrated database and its disposal; `url` is its postgres:// URL on PostgreSQL (undefined on PGlite). */
export async function openTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<{ db: Db; url?: string; close(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ inMemory: true, ...options });
    return { db: database.db, close: () => database.close() };
  }
  // A database per test file keeps runs independent on a shared server and lets the
  // migrations run exactly as in production (they name the public schema).
  const name = `inkflow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...options });
  return {
    db: database.db,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The demo credentials the seed creates. */
export const demo = { email: demoEmail, password: defaultDemoPassword };

/** A server on a fresh seeded database. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /**
   * Runs `action` and returns the SQL statements Drizzle sent meanwhile (every statement of the
   * server, so run nothing else at the same time): the query-count tests of DESIGN.md "Load once
   * per request". The seal worker's polling is not Drizzle's and is not counted.
   */
  countQueries<T>(action: () => Promise<T>): Promise<{ result: T; queries: string[] }>;
  close(): Promise<void>;
}

/** Creates a seeded server (not listening). */
export async function createTestServer(options: Partial<CreateServerOptions> = {}): Promise<TestServer> {
  let recording: string[] | undefined;
  const database = await openTestDatabase({ onQuery: (sql) => recording?.push(sql) });
  await seed(database.db);
  // Every test file calls from one IP, so the per-IP limits are lifted unless a test sets them.
  // Development mode: the suites read the outboxes (app.inject comes from 127.0.0.1).
  const generous = { max: 1000, timeWindow: 60_000 };
  const app = await createServer({
    db: database.db,
    loginRateLimit: generous,
    devRoutes: true,
    ...options,
    rateLimits: { loginPerIp: generous, invitePerIp: generous, changeEmailPerIp: generous, ...options.rateLimits },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async countQueries(action) {
      const queries: string[] = [];
      recording = queries;
      try {
        return { result: await action(), queries };
      } finally {
        recording = undefined;
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

/** Options of one request: JSON body, extra headers, and whether to echo the XSRF cookie (default yes). */
export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  xsrf?: boolean;
}

/** A browser-like client: keeps cookies between requests and echoes XSRF-TOKEN on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'user-agent': 'inkflow-test', ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && method !== 'HEAD' && options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body: unknown = {}, options?: RequestOptions) => this.request('POST', url, { ...options, body });
  put = (url: string, body: unknown = {}, options?: RequestOptions) => this.request('PUT', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);
}

/** Logs in through the real endpoints: a GET for the XSRF cookie, then POST /api/positions/login. */
export async function loginClient(app: FastifyInstance, credentials = demo, persistent = false): Promise<TestClient> {
  const client = new TestClient(app);
  await client.get('/api/ping');
  const response = await client.post('/api/positions/login', { ...credentials, persistent });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return client;
}

/** A client acting with a guest token (header X-Flow-Access-Token), no cookies. */
export function guestHeaders(token: string): Record<string, string> {
  return { 'x-flow-access-token': token };
}

/** The guest token inside an invitation's link `{origin}/documents/{id}/at/{token}`. */
export function tokenFromLink(text: string, agreementId: number): string {
  const match = new RegExp(`/documents/${agreementId}/at/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no guest link for agreement ${agreementId} in: ${text}`);
  return match[1]!;
}

/** A tiny valid PNG (1x1, transparent) as a data URL. */
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
