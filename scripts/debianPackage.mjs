// Installs a Debian package a test step needs when it is missing and we are root (these
// machines run as root and reach Debian's mirror), else stops with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';

/** The apt-get line that installs `pkg`. */
export const aptInstallCommand = (pkg) => `apt-get update && apt-get install -y --no-install-recommends ${pkg}`;

/**
 * Makes sure `isPresent()` holds, installing `pkg` with apt-get if not. `what` names the need
 * in the messages. Throws with the command to run when it cannot install.
 */
export function ensureDebianPackage(pkg, isPresent, what) {
  if (isPresent()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${what}: missing, running: ${aptInstallCommand(pkg)}`);
    execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${aptInstallCommand(pkg)}`], { stdio: 'inherit' });
    if (isPresent()) return;
  }
  throw new Error(`${what} is missing. Install it with:\n  sudo sh -c '${aptInstallCommand(pkg)}'`);
}

/** True when `command` is on the PATH. */
export const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** pdfsig and pdftotext (poppler-utils): the sealing tests check the PAdES seal and the text with them. */
export function ensurePoppler() {
  ensureDebianPackage('poppler-utils', () => hasCommand('pdfsig') && hasCommand('pdftotext'), 'pdfsig (poppler-utils)');
}
