/**
 * startServer (npm start and the e2e harness): migrates, seeds idempotently, listens on real
 * ports — the API and a second, cross-origin port for the examples — and closes cleanly.
 */
import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema, seed, startServer } from '@inkflow/server';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/testServer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'inkflow-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('seed', () => {
  it('creates the demo company, user and workspace once', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seed(database.db)).toBe(true);
      expect(await seed(database.db)).toBe(false);
      expect(await database.db.select().from(schema.accounts)).toEqual([expect.objectContaining({ name: 'Demo Company' })]);
      expect(await database.db.select().from(schema.positions)).toEqual([expect.objectContaining({ email: 'demo@inkflow.test', fullname: 'Demo User' })]);
      expect(await database.db.select().from(schema.collections)).toEqual([expect.objectContaining({ name: 'Contracts' })]);
    } finally {
      await database.close();
    }
  });
});

describe('startServer', () => {
  it('listens on free ports, logs in with DEMO_PASSWORD and keeps data in DATA_DIR across restarts', async () => {
    const env = { PORT: '0', DATA_DIR: join(dataDir, 'db'), DEMO_PASSWORD: 'a-custom-demo-password' };
    const first = await startServer(env);
    try {
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(first.examplesUrl).toMatch(/^http:\/\/localhost:\d+$/);
      expect(first.examplesUrl).not.toBe(first.url);
      const ping = await fetch(`${first.url}/api/ping`);
      expect(ping.status).toBe(200);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')![1]!;
      const login = await fetch(`${first.url}/api/positions/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        body: JSON.stringify({ email: 'demo@inkflow.test', password: 'a-custom-demo-password' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startServer(env);
    try {
      expect((await fetch(`${second.url}/api/ping`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('serves the examples on the second port with the API origin filled in', async () => {
    const examples = join(dataDir, 'examples');
    mkdirSync(join(examples, 'partner-site'), { recursive: true });
    writeFileSync(join(examples, 'partner-site', 'index.html'), '<script src="%INKFLOW_ORIGIN%/embed/loader.js"></script>');
    const running = await startServer({ PORT: '0', IN_MEMORY: '1', EXAMPLES_DIR: examples });
    try {
      const page = await fetch(`${running.examplesUrl}/partner-site/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(`<script src="${running.url}/embed/loader.js"></script>`);
    } finally {
      await running.close();
    }
  });
});
