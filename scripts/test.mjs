#!/usr/bin/env node
// `npm test`: everything, in order — Chromium and poppler-utils present, typecheck, lint, the locale
// check (scripts/check-locales.mjs), browser bundles, unit
// tests, server tests on PGlite (and again on PostgreSQL when DATABASE_URL is set), browser
// end-to-end tests in Chromium, Storybook build. Stops at the first failing step and ends with
// the plain line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensurePoppler } from './debianPackage.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'inkflow-test-'));
const totals = { passed: 0, failed: 0 };
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

// `beforeFail` runs before a failed step ends the run (a test step counts its report first).
function run(label, cmd, args, env = process.env, beforeFail = () => {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (${seconds} s)`);
    beforeFail();
    finish(1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

function vitest(label, project, env) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const count = () => {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    return report;
  };
  // A failed run still counts its tests when vitest wrote the report (not when it crashed first).
  run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env, () => {
    if (existsSync(out)) count();
  });
  const report = count();
  if (report.numTotalTests === 0) {
    console.error(`✖ ${label} ran no test`);
    finish(1);
  }
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

try {
  ensureChromium();
  ensurePoppler();
} catch (error) {
  console.error(error.message);
  finish(1);
}
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('locale files (keys, plural forms, placeholders, unused keys)', process.execPath, ['scripts/check-locales.mjs']);
console.log('\n▶ build (stale bundles only)');
if (!build({ forceAll: false })) finish(1);
vitest('unit', 'unit', envWithoutDatabase);
vitest('server on PGlite', 'server', envWithoutDatabase);
if (DATABASE_URL) vitest('server on PostgreSQL', 'server', process.env);
vitest('end-to-end in Chromium', 'e2e', envWithoutDatabase);
run('storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
finish(totals.failed > 0 ? 1 : 0);
