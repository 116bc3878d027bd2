import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.js';

/** The frame of signed-in pages: header and one `<main>` for the page. */
export function SignedInLayout() {
  return (
    <div className="app-shell">
      <AppHeader />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
