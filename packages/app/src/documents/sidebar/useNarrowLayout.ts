import { useSyncExternalStore } from 'react';

/** §9: the narrow layout applies under 840 px. */
export const narrowLayoutQuery = '(max-width: 839px)';

// Some environments (jsdom, old embedders) have no matchMedia: the wide layout then.
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const list = window.matchMedia(narrowLayoutQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True while the viewport is under 840 px (§9 narrow layout, matchMedia `(max-width: 839px)`),
 * following resizes. The document page shows its sidebar as a Sheet then. False without a
 * window or matchMedia (server rendering, jsdom).
 */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(narrowLayoutQuery).matches,
    () => false,
  );
}
