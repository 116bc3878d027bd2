import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/services.js';
import { AppHeader } from './AppHeader.js';
import { closingAccountPath } from './closingAccountPath.js';
import { TrialBanner } from './TrialBanner.js';
import './layout.css';

/**
 * The frame of signed-in pages: header, the free-trial banner (when the account has a trial) and
 * one `<main>` for the page. While the account is closing, every other page leads to the account
 * data page (the server answers 2001 to everything else).
 */
export function SignedInLayout() {
  const trialEndsAt = useSession((s) => s.position?.account.trialEndsAt);
  const closing = useSession((s) => Boolean(s.position?.account.deletionDueAt));
  const { pathname } = useLocation();
  if (closing && pathname !== closingAccountPath) return <Navigate to={closingAccountPath} replace />;
  return (
    <div className="app-shell">
      <AppHeader />
      <TrialBanner trialEndsAt={trialEndsAt} />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
