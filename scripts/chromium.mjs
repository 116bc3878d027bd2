// Finds Debian's Chromium for the browser tests and the benchmark; installs it with apt-get
// when it is missing and we are root, else stops with the exact command to run. Never
// downloads a browser build of its own (no `playwright install`).
import { existsSync } from 'node:fs';
import { aptInstallCommand, ensureDebianPackage } from './debianPackage.mjs';

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

export const installCommand = aptInstallCommand('chromium');

/** The Chromium executable: CHROMIUM_PATH, else /usr/bin/chromium (installed when missing). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  ensureDebianPackage('chromium', () => existsSync(path), `Chromium at ${path}`);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
