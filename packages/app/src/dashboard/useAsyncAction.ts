import { useCallback, useState } from 'react';

/**
 * One write of the dashboard as a §4 request state: `busy` while it runs, `error` (an ApiError
 * or network error) after a failure, cleared by the next run. `run` resolves true on success.
 */
export function useAsyncAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clearError: () => setError(null) };
}
