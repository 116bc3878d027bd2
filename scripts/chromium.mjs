// Finds Debian's Chromium for the browser tests and the benchmark; installs it with apt-get
// when it is missing and we are root, else stops with the exact command to run. Never
// downloads a browser build of its own (no `playwright install`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Launch arguments for headless Chromium on these machines (no network but the registries). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const installCommand = 'apt-get update && apt-get install -y --no-install-recommends chromium';

/** The Chromium executable: CHROMIUM_PATH, else /usr/bin/chromium (installed when missing). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`chromium: missing, running: ${installCommand}`);
    execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${installCommand}`], { stdio: 'inherit' });
    if (existsSync(path)) return path;
  }
  throw new Error(`Chromium is missing at ${path}. Install it with:\n  sudo sh -c '${installCommand}'`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
