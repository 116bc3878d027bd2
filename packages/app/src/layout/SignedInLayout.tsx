import { Outlet } from 'react-router';
import { useSession } from '../session/services.js';
import { AppHeader } from './AppHeader.js';
import { TrialBanner } from './TrialBanner.js';
import './layout.css';

/** The frame of signed-in pages: header, the free-trial banner (when the account has a trial) and one `<main>` for the page. */
export function SignedInLayout() {
  const trialEndsAt = useSession((s) => s.position?.account.trialEndsAt);
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
