import { useCallback, useEffect, useState } from 'react';
import { useErrorText } from '../../errors/useErrorText.js';

/** A panel's first load: `loading` until it settles, `loadError` the §8 text of a failure, `reload` for Try again. */
export interface PanelLoad {
  loading: boolean;
  loadError: string | null;
  reload(): Promise<void>;
}

/**
 * Runs `fetchAll` (which stores what it fetched) on mount and whenever it changes — memoise it
 * with useCallback on what it reads, e.g. the agreement id — and again on `reload`.
 */
export function usePanelLoad(fetchAll: () => Promise<void>): PanelLoad {
  const errorText = useErrorText();
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoadError(null);
    try {
      await fetchAll();
    } catch (e) {
      setLoadError(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [fetchAll, errorText]);

  useEffect(() => {
    setLoading(true);
    void reload();
  }, [reload]);

  return { loading, loadError, reload };
}
