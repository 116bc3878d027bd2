import { useEffect, useRef, useState, type DependencyList } from 'react';

/** Where a settings page's first load stands: `SettingsLoadState` shows it. */
export type SettingsLoadStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/**
 * Loads what a settings page shows: runs `load` (when it is defined, e.g. once the account id is
 * known) on mount and whenever `deps` change, hands the answer to `onLoaded` (which fills the
 * page's fields; none when `load` fills them itself), and answers the status. An answer that arrives after the page moved on (it
 * unmounted, or `deps` changed) is dropped, so a slow first answer never overwrites a newer one.
 * A rejected load becomes `{ kind: 'failed', error }` (the error as the client threw it, §8).
 */
export function useSettingsLoad<T>(load: (() => Promise<T>) | undefined, onLoaded: ((value: T) => void) | undefined, deps: DependencyList): SettingsLoadStatus {
  const [status, setStatus] = useState<SettingsLoadStatus>({ kind: 'loading' });
  // The latest callbacks, so `deps` alone decide when to load again.
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };
  useEffect(() => {
    const run = latest.current.load;
    if (!run) return;
    let live = true;
    run().then(
      (value) => {
        if (!live) return;
        latest.current.onLoaded?.(value);
        setStatus({ kind: 'ready' });
      },
      (error: unknown) => live && setStatus({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as for useEffect
  }, deps);
  return status;
}
