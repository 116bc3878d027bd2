/**
 * Where a guest comes back to after the eID broker (issue #5). The guest link carries the guest
 * token, which must never travel through the broker, so the page remembers its own path in
 * sessionStorage before leaving and the /eid/return route goes back there.
 */
const storageKey = 'inkflow.eidReturnPath';

/** Remembers the guest page `path` (must be a /documents/… path of this origin). */
export function rememberEidReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (path.startsWith('/documents/')) storage.setItem(storageKey, path);
}

/** The remembered guest page path (and forgets it), or undefined. */
export function consumeEidReturnPath(storage: Storage = sessionStorage): string | undefined {
  const path = storage.getItem(storageKey) ?? undefined;
  storage.removeItem(storageKey);
  return path?.startsWith('/documents/') && !path.startsWith('//') ? path : undefined;
}
