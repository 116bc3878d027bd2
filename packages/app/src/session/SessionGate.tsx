import { parseLanguage, setLanguage, storedLanguage } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorScreen } from '@inkflow/ui';
import { Loading } from '../layout/Loading.js';
import { useSession } from './services.js';
import { errorReporter } from './transport.js';

/**
 * Layout route that bootstraps the session (spec §4 Bootstrap: GET /positions/me) before its
 * child routes render. Guest routes sit outside it and never ask who is signed in. A signed-in
 * user sees their position's language (§1): at sign-in it is loaded before the pages show; when
 * the position's language changes later (Settings › Language) the interface follows it.
 */
export function SessionGate() {
  const status = useSession((s) => s.status);
  const load = useSession((s) => s.load);
  const position = useSession((s) => (s.status === 'signedIn' ? s.position : null));
  const { i18n } = useTranslation();
  const language = parseLanguage(position?.language);
  const key = position ? `${position.id}:${position.language}` : null;
  // The position (id:language) whose language was last applied.
  const [applied, setApplied] = useState<string | null>(null);
  const differs = language !== null && storedLanguage(parseLanguage(i18n.language) ?? 'en') !== language;
  useEffect(() => {
    // The store, not this component, knows whether a load is already in flight (StrictMode runs effects twice).
    const { status: current, loading } = useSession.getState();
    if (current === 'unknown' && !loading) void load();
  }, [load]);
  useEffect(() => {
    if (key === null || key === applied) return;
    if (!differs || language === null) {
      setApplied(key);
      return;
    }
    let live = true;
    void setLanguage(i18n, language, (error) => errorReporter.report(error)).then(() => live && setApplied(key));
    return () => {
      live = false;
    };
  }, [i18n, key, applied, differs, language]);
  const signingIn = position !== null && differs && !(applied ?? '').startsWith(`${position.id}:`);
  if (status === 'unknown' || signingIn) return <Loading />;
  if (status === 'failed') {
    return (
      <main className="app-main">
        <ErrorScreen status={500} loadFailure />
      </main>
    );
  }
  return <Outlet />;
}
