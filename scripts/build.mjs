#!/usr/bin/env node
// Builds the browser bundles that are stale: the app (Vite) and the loader + embed (rollup).
// `--force` rebuilds everything. The server runs from TypeScript through tsx and needs no build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const shared = ['packages/core/src', 'packages/ui/src', 'package-lock.json'];

const targets = [
  {
    name: 'app (vite)',
    output: 'packages/app/dist/index.html',
    inputs: [...shared, 'packages/app/src', 'packages/app/index.html', 'packages/app/vite.config.ts'],
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}packages/app` }],
  },
  {
    name: 'loader + embed (rollup)',
    output: 'packages/embed/dist/embed.js',
    inputs: [...shared, 'packages/embed/src', 'packages/loader/src', 'rollup.config.mjs'],
    command: ['npx', ['rollup', '-c', 'rollup.config.mjs', '--silent'], { cwd: root }],
  },
  {
    // examples/react-host (issue #6): served from its dist/ by the server's examples routes.
    name: 'react-host example (vite)',
    output: 'examples/react-host/dist/index.html',
    inputs: ['packages/loader/src', 'examples/react-host/src', 'examples/react-host/index.html', 'examples/react-host/vite.config.ts', 'package-lock.json'],
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}examples/react-host` }],
  },
];

/** Runs the stale builds; returns false when one fails. */
export function build({ forceAll = force } = {}) {
  for (const target of targets) {
    const stale = forceAll || isStale(`${root}${target.output}`, target.inputs.map((p) => `${root}${p}`));
    if (!stale) continue;
    console.log(`build: ${target.name}`);
    const [cmd, args, opts] = target.command;
    const result = spawnSync(cmd, args, { ...opts, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`build: ${target.name} failed`);
      return false;
    }
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(build() ? 0 : 1);
}
