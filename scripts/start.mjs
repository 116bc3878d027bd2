#!/usr/bin/env node
// `npm start`: build what is stale, then run the server (TypeScript through tsx) on the
// embedded database (PGlite in DATA_DIR, default ./data) unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!build({ forceAll: false })) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
