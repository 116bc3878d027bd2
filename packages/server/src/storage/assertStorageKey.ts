/**
 * Storage keys are built by server code, never taken from a request, but a key that could climb
 * out of the storage directory would turn any future mistake into a file-system write anywhere,
 * so every backend refuses them.
 */
const segment = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** Throws a plain Error (a programming error, hence 500) unless `key` is `seg/seg/…` of safe segments. */
export function assertStorageKey(key: string): void {
  const parts = key.split('/');
  if (parts.length === 0 || parts.length > 8 || !parts.every((p) => segment.test(p) && p !== '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
