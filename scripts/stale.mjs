// Decides whether a build output is older than any of its inputs, so `npm start` and
// `npm test` rebuild only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const skip = new Set(['node_modules', 'dist', '.vite']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skip.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than the newest file under any of `inputs`. */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
