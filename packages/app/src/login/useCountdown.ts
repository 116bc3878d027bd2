import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds that ticks each second (spec §4 Login: the resend countdown runs
 * 30 s, starting on mount and on each resend). Returns the seconds left and `restart`.
 */
export function useCountdown(seconds: number): [remaining: number, restart: () => void] {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);
  return [remaining, restart];
}
