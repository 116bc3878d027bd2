import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorScreen } from '@inkflow/ui';
import { Loading } from '../layout/Loading.js';
import { useSession } from './services.js';

/**
 * Layout route that bootstraps the session (spec §4 Bootstrap: GET /positions/me) before its
 * child routes render. Guest routes sit outside it and never ask who is signed in.
 */
export function SessionGate() {
  const status = useSession((s) => s.status);
  const load = useSession((s) => s.load);
  useEffect(() => {
    // The store, not this component, knows whether a load is already in flight (StrictMode runs effects twice).
    const { status: current, loading } = useSession.getState();
    if (current === 'unknown' && !loading) void load();
  }, [load]);
  if (status === 'unknown') return <Loading />;
  if (status === 'failed') {
    return (
      <main className="app-main">
        <ErrorScreen status={500} loadFailure />
      </main>
    );
  }
  return <Outlet />;
}
