#!/usr/bin/env node
// Generates Drizzle migrations from src/db/schema.ts into drizzle/.
//
// Why not plain `npx drizzle-kit generate`: npm installs drizzle-orm under
// packages/server/node_modules (only this workspace depends on it), while drizzle-kit sits at the
// root and `import()`s drizzle-orm from there — which fails with "Please install latest version
// of drizzle-orm". We run drizzle-kit from a temporary node_modules that links both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'inkflow-drizzle-kit-'));
const modules = join(temp, 'node_modules');
mkdirSync(modules);
try {
  for (const entry of readdirSync(join(root, 'node_modules'))) symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  rmSync(join(modules, 'drizzle-orm'), { force: true });
  symlinkSync(join(root, 'packages/server/node_modules/drizzle-orm'), join(modules, 'drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', join(modules, 'drizzle-kit/bin.cjs'), 'generate', '--config', 'packages/server/drizzle.config.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
