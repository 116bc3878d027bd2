import { Navigate, Outlet, useLocation } from 'react-router';
import { startAccountTrial } from '../settings/accountSettingsApi.js';
import { useSession } from '../session/services.js';
import { useIsAccountAdmin } from '../session/useAccountFeature.js';
import { AppHeader } from './AppHeader.js';
import { closingAccountPath } from './closingAccountPath.js';
import { TrialBanner } from './TrialBanner.js';
import './layout.css';

/** Starts the signed-in account's trial (§7 "start trial") and shows the new plan at once. */
async function startTrial(): Promise<void> {
  const position = useSession.getState().position;
  if (!position) return;
  const account = await startAccountTrial(position.account.id);
  const current = useSession.getState().position ?? position;
  useSession.setState({ position: { ...current, account: { ...current.account, plan: account.plan, trialEndsAt: account.trialEndsAt } } });
}

/**
 * The frame of signed-in pages: header, the plan banner (TrialBanner: days left in the trial,
 * the 2002 text after it, or the offer to start one; admins may start it) and one `<main>` for
 * the page. While the account is closing, every other page leads to the account data page (the
 * server answers 2001 to everything else).
 */
export function SignedInLayout() {
  const plan = useSession((s) => s.position?.account.plan);
  const trialEndsAt = useSession((s) => s.position?.account.trialEndsAt);
  const admin = useIsAccountAdmin();
  const closing = useSession((s) => Boolean(s.position?.account.deletionDueAt));
  const { pathname } = useLocation();
  if (closing && pathname !== closingAccountPath) return <Navigate to={closingAccountPath} replace />;
  return (
    <div className="app-shell">
      <AppHeader />
      <TrialBanner plan={plan} trialEndsAt={trialEndsAt} {...(admin ? { onStartTrial: startTrial } : {})} />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
