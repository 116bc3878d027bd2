/**
 * The reload marker of §7: the server sends `x-flow-reload-marker` (an ISO date that changes when
 * a new build is deployed) on every /api answer; the client keeps the first one it sees as a date
 * and, when a later answer carries a newer date, tells its listeners once that a new version is
 * available. Framework-free; createHttp feeds it from its afterResponse hook.
 */

/** The response header carrying the marker. */
export const reloadMarkerHeader = 'x-flow-reload-marker';

/** Tracks the server's reload marker. */
export interface ReloadMarker {
  /**
   * Reads one answer's marker (the header value, or null/undefined when absent). The first valid
   * date becomes the reference; a strictly newer one marks a new version and notifies the
   * listeners, once. Unparsable or older values are ignored.
   */
  observe(value: string | null | undefined): void;
  /** True once a newer marker than the first has been seen. */
  readonly newVersionAvailable: boolean;
  /** Calls `listener` when a new version is first seen; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A fresh ReloadMarker with no reference date yet. */
export function createReloadMarker(): ReloadMarker {
  let first: number | undefined;
  let newer = false;
  const listeners = new Set<() => void>();
  return {
    observe(value) {
      if (!value || newer) return;
      const time = Date.parse(value);
      if (Number.isNaN(time)) return;
      if (first === undefined) {
        first = time;
        return;
      }
      if (time > first) {
        newer = true;
        for (const listener of [...listeners]) listener();
      }
    },
    get newVersionAvailable() {
      return newer;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
